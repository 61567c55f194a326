import type { FormSummary } from "@common/schemas/forms";
import { InboxIcon, LayersIcon, ShieldAlertIcon, SquarePenIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { type InboxPlace, placeSearch } from "../hooks/use-inbox-place";
import { totals } from "../lib/submission-text";

type Props = { forms: FormSummary[]; place: InboxPlace; wide: boolean };

/** The counts of the chosen form, or of all of them. */
function countsOf(forms: FormSummary[], form: string | null) {
  const chosen = form ? forms.filter((each) => each.name === form) : forms;
  return totals(chosen);
}

/**
 * Folders (Inbox, Spam) and forms (All forms, then each by name) with their counts: a column beside the
 * list on wide screens, a form picker and two folder tabs above it on narrow ones.
 */
export function InboxNav({ forms, place, wide }: Props) {
  const counts = countsOf(forms, place.form);
  const folders = (
    <ul className={cn(wide ? "grid gap-0.5" : "flex rounded-md border p-0.5")}>
      <li className={cn(!wide && "flex-1")}>
        <NavLink
          to={placeSearch({ form: place.form, folder: "inbox" })}
          current={place.folder === "inbox"}
          icon={<InboxIcon aria-hidden="true" />}
          label="Inbox"
          unread={counts.unread}
          compact={!wide}
        />
      </li>
      <li className={cn(!wide && "flex-1")}>
        <NavLink
          to={placeSearch({ form: place.form, folder: "spam" })}
          current={place.folder === "spam"}
          icon={<ShieldAlertIcon aria-hidden="true" />}
          label="Spam"
          total={counts.spam}
          compact={!wide}
        />
      </li>
    </ul>
  );

  if (!wide) {
    return (
      <nav aria-label="Forms and folders" className="grid w-full gap-2 sm:grid-cols-2">
        <FormPicker forms={forms} place={place} />
        {folders}
      </nav>
    );
  }

  const all = totals(forms);
  return (
    <nav aria-label="Forms and folders" className="sticky top-20 grid w-56 shrink-0 gap-5">
      <div className="grid gap-1">
        <h2 className="px-2 text-xs font-medium text-muted-foreground">Folders</h2>
        {folders}
      </div>
      <div className="grid gap-1">
        <h2 className="px-2 text-xs font-medium text-muted-foreground">Forms</h2>
        <ul className="grid gap-0.5">
          <li>
            <NavLink
              to={placeSearch({ folder: place.folder })}
              current={place.form === null}
              icon={<LayersIcon aria-hidden="true" />}
              label="All forms"
              total={all.total}
              unread={all.unread}
            />
          </li>
          {forms.map((form) => (
            <li key={form.name}>
              <NavLink
                to={placeSearch({ folder: place.folder, form: form.name })}
                current={place.form === form.name}
                icon={<SquarePenIcon aria-hidden="true" />}
                label={form.name}
                total={form.total}
                unread={form.unread}
              />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

type NavLinkProps = {
  to: string;
  current: boolean;
  icon: ReactNode;
  label: string;
  /** Submissions in all; for Spam, how many it holds. */
  total?: number;
  unread?: number;
  /** The narrow screens' folder tabs: side by side, centred. */
  compact?: boolean;
};

/** One folder or form; its counts are read out with their words ("contact, 12 submissions, 3 unread"). */
function NavLink({ to, current, icon, label, total, unread = 0, compact = false }: NavLinkProps) {
  const showUnread = unread > 0;
  const spoken = [
    label,
    ...(total === undefined ? [] : [`${total} ${total === 1 ? "submission" : "submissions"}`]),
    ...(showUnread ? [`${unread} unread`] : []),
  ].join(", ");
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={cn(
        "flex min-h-9 items-center gap-2 rounded-md px-2 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:min-h-11 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground",
        current && "bg-accent font-medium",
        compact && "justify-center",
      )}
    >
      {icon}
      {/* Read as one name, "contact, 12 submissions, 3 unread"; the figures on screen are the same words. */}
      <span className="sr-only">{spoken}</span>
      <span aria-hidden="true" className={cn("min-w-0 truncate", !compact && "flex-1")}>
        {label}
      </span>
      {total !== undefined && (
        <span aria-hidden="true" className="text-xs text-muted-foreground tabular-nums">
          {total}
        </span>
      )}
      {showUnread && (
        <span
          aria-hidden="true"
          className="rounded-full bg-primary px-1.5 text-xs font-medium text-primary-foreground tabular-nums"
        >
          {unread}
        </span>
      )}
    </Link>
  );
}

/** The form picker of narrow screens: every form with its counts in the option's words. */
function FormPicker({ forms, place }: { forms: FormSummary[]; place: InboxPlace }) {
  const navigate = useNavigate();
  const all = totals(forms);
  const words = (total: number, unread: number) => `${total}${unread > 0 ? `, ${unread} unread` : ""}`;
  return (
    <NativeSelect
      aria-label="Form"
      value={place.form ?? ""}
      onChange={(event) => navigate({ search: placeSearch({ folder: place.folder, form: event.target.value }) })}
      className="pointer-coarse:min-h-11"
    >
      <option value="">All forms ({words(all.total, all.unread)})</option>
      {forms.map((form) => (
        <option key={form.name} value={form.name}>
          {form.name} ({words(form.total, form.unread)})
        </option>
      ))}
    </NativeSelect>
  );
}
