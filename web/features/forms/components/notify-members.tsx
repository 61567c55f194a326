import type { FormSummary } from "@common/schemas/forms";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { CardSection } from "@/components/card-section";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission, SaveButton, usePermission } from "@/features/auth";
import { membersQueryOptions } from "@/features/members";
import { showErrorToast } from "@/lib/error-toast";
import { refusalText } from "@/lib/refusal-text";
import { useUpdateForm } from "../api/forms-api";

type Props = { site: Site; form: FormSummary };

const sameMembers = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The members mailed for each new submission, one box each; the visitor's email is the mail's reply-to. */
export function NotifyMembers({ site, form }: Props) {
  const { allowed } = usePermission("form:update");
  const members = useQuery(membersQueryOptions(site.organization_id));
  const update = useUpdateForm(site.id, form.name);
  const [chosen, setChosen] = useState<string[]>(form.notify.member_ids);
  const changed = !sameMembers(chosen, form.notify.member_ids);

  function toggle(userId: string) {
    setChosen((old) => (old.includes(userId) ? old.filter((id) => id !== userId) : [...old, userId]));
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (!allowed || !changed) return;
    update.mutate(
      { member_ids: chosen },
      {
        onSuccess: ({ form: saved }) => {
          const count = saved.notify.member_ids.length;
          toast({
            title: "Recipients saved",
            description:
              count === 0
                ? `Nobody is mailed for ${form.name}`
                : `${count} ${count === 1 ? "member is" : "members are"} mailed for each submission`,
          });
        },
        onError: (error) => showErrorToast("Error saving recipients", refusalText(error)),
      },
    );
  }

  return (
    <CardSection
      title="Email"
      description="Each new submission is mailed to the members ticked here; replying answers the visitor's email field."
    >
      <form noValidate onSubmit={save} className="grid gap-3">
        {members.isPending ? (
          <p className="text-sm text-muted-foreground">Loading members...</p>
        ) : (
          <fieldset className="grid gap-1 rounded-md border p-2">
            <legend className="sr-only">Members mailed for {form.name}</legend>
            {(members.data ?? []).map((member) => (
              <label
                key={member.user_id}
                className="flex min-h-9 cursor-pointer items-center gap-3 rounded-sm px-2 hover:bg-accent pointer-coarse:min-h-11"
              >
                <RequiresPermission permission="form:update">
                  <Checkbox checked={chosen.includes(member.user_id)} onChange={() => toggle(member.user_id)} />
                </RequiresPermission>
                <span className="grid min-w-0 flex-1 text-sm">
                  <span className="truncate font-medium">{member.name || member.email}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {member.email} · {member.role}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div>
          <SaveButton permission="form:update" variant="outline" changed={changed} saving={update.isPending}>
            Save recipients
          </SaveButton>
        </div>
      </form>
    </CardSection>
  );
}
