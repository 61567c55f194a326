import { DEFAULT_MEMBER_ROLE, INVITABLE_ROLES, type InvitableRole, ROLE_LABELS } from "@common/permissions";
import { type InviteResult, inviteSchema, splitEmails } from "@common/schemas/members";
import { useId, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useInvite } from "../api/members-api";

/** The server's rule, on the addresses pasted into the box. */
const inviteFormSchema = inviteSchema.extend({
  emails: z.string().transform(splitEmails).pipe(inviteSchema.shape.emails),
});

/** "ana@example.com was invited as editor", "3 people were invited as content editor". */
function invitedText(result: InviteResult, role: InvitableRole): string {
  const [first] = result.invited;
  const label = ROLE_LABELS[role].toLowerCase();
  if (result.invited.length === 1 && first) return `${first.email} was invited as ${label}`;
  return `${result.invited.length} people were invited as ${label}`;
}

/**
 * Invites one address or many, pasted from anywhere (commas, semicolons, lines, `Name <address>`), all
 * with one role. Addresses the server skips stay in the box with the reason beside them, so they can
 * be fixed and sent again.
 */
export function InviteMemberForm({ organizationId }: { organizationId: string }) {
  const form = useSchemaForm(inviteFormSchema, { emails: "", role: DEFAULT_MEMBER_ROLE });
  const [skipped, setSkipped] = useState<InviteResult["skipped"]>([]);
  const invite = useInvite(organizationId);
  const emailsId = useId();
  const roleId = useId();
  const skippedId = useId();
  const emails = splitEmails(form.watch("emails"));

  const handleSubmit = form.handleSubmit(({ emails, role }) => {
    if (invite.isPending) return;
    invite.mutate(
      { emails, role },
      {
        onSuccess(result) {
          setSkipped(result.skipped);
          form.setValue("emails", result.skipped.map((entry) => entry.email).join("\n"));
          if (result.invited.length > 0) {
            toast({
              title: result.invited.length === 1 ? "Invitation sent" : "Invitations sent",
              description: invitedText(result, role),
            });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem] sm:items-start">
        <FormField id={emailsId} label="Email addresses" error={form.errorOf("emails")}>
          <Textarea
            {...form.field("emails", emailsId, { hint: skipped.length > 0 ? skippedId : undefined })}
            rows={3}
            placeholder={"colleague@example.com\nanother@example.com"}
            autoComplete="off"
          />
          <p className="text-xs text-muted-foreground">
            One or several, separated by commas or lines.
            {emails.length > 1 && ` ${emails.length} addresses.`}
          </p>
        </FormField>
        <div className="grid gap-2">
          <Label htmlFor={roleId}>Role</Label>
          <NativeSelect {...form.register("role")} id={roleId}>
            {INVITABLE_ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {skipped.length > 0 && (
        <ul
          id={skippedId}
          aria-label="Not invited"
          className="grid gap-1 rounded-md border border-warning/40 p-3 text-sm"
        >
          {skipped.map((entry) => (
            <li key={entry.email}>
              <span className="font-medium">{entry.email}</span>: {entry.reason}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button type="submit" disabled={emails.length === 0 || invite.isPending}>
          {invite.isPending
            ? "Inviting..."
            : emails.length > 1
              ? `Send ${emails.length} invitations`
              : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
