import { SITE_NAME_MAX_LENGTH, type Site, siteNameSchema } from "@common/schemas/sites";
import { PencilIcon } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { usePermission } from "@/features/auth";
import { useUpdateSite } from "@/features/site-list";
import { showErrorToast } from "@/lib/error-toast";
import { cn } from "@/lib/utils";

type Props = { site: Site; isEditing: boolean; onEditingChange: (editing: boolean) => void; className?: string };

const NAME_CLASS = "text-lg font-semibold tracking-tight";

/**
 * Click the name to rename it inline. Enter or leaving the field saves, Escape cancels; a blank
 * name is refused and an unchanged one just closes. The field is 240px wide (w-60). For a role that
 * may not change the site's settings the name is plain text.
 */
export function SiteNameEditor({ site, isEditing, onEditingChange, className }: Props) {
  const mayRename = usePermission("site:update").allowed;
  const updateSite = useUpdateSite(site.id);
  const shownName = updateSite.isPending ? (updateSite.variables?.name ?? site.name) : site.name;

  if (!mayRename) {
    return (
      <h1 className={cn("min-w-0 truncate px-1.5 py-0.5", NAME_CLASS, className)} title={shownName}>
        {shownName}
      </h1>
    );
  }

  if (isEditing) {
    return (
      <NameInput
        initialName={site.name}
        onCancel={() => onEditingChange(false)}
        onCommit={(name) => {
          onEditingChange(false);
          updateSite.mutate({ name }, { onSuccess: () => toast({ title: "Site updated" }) });
        }}
      />
    );
  }

  return (
    <h1 className={cn("min-w-0", className)}>
      <button
        type="button"
        onClick={() => onEditingChange(true)}
        title="Click to rename"
        className={cn(
          "group flex max-w-full items-center gap-1.5 rounded-md px-1.5 py-0.5 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
          NAME_CLASS,
        )}
      >
        <span className="truncate">{shownName}</span>
        <PencilIcon
          className="size-3.5 shrink-0 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
          aria-hidden="true"
        />
        <span className="sr-only">(rename)</span>
      </button>
    </h1>
  );
}

type InputProps = { initialName: string; onCommit: (name: string) => void; onCancel: () => void };

function NameInput({ initialName, onCommit, onCancel }: InputProps) {
  const [name, setName] = useState(initialName);
  // Enter or Escape closes the field, and its blur must not act a second time.
  const settled = useRef(false);

  function settle(save: boolean) {
    if (settled.current) return;
    settled.current = true;
    const trimmed = name.trim();
    if (!save || trimmed === initialName) return onCancel();
    const checked = siteNameSchema.safeParse(trimmed);
    if (!checked.success) {
      showErrorToast(checked.error.issues[0]?.message ?? "");
      return onCancel();
    }
    onCommit(checked.data);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      settle(true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      settle(false);
    }
  }

  return (
    <Input
      aria-label="Site name"
      value={name}
      onChange={(event) => setName(event.target.value)}
      onKeyDown={handleKeyDown}
      onBlur={() => settle(true)}
      onFocus={(event) => event.currentTarget.select()}
      maxLength={SITE_NAME_MAX_LENGTH}
      autoFocus
      className="h-8 w-60 max-w-full"
    />
  );
}
