import { DEFAULT_MEMBER_ROLE, INVITABLE_ROLES, type InvitableRole, ROLE_LABELS } from "@common/permissions";
import { type InviteResult, splitEmails } from "@common/schemas/members";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useInvite } from "../api/members-api";

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
  const [text, setText] = useState("");
  const [role, setRole] = useState<InvitableRole>(DEFAULT_MEMBER_ROLE);
  const [skipped, setSkipped] = useState<InviteResult["skipped"]>([]);
  const invite = useInvite(organizationId);
  const emailsId = useId();
  const roleId = useId();
  const skippedId = useId();
  const emails = splitEmails(text);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (emails.length === 0 || invite.isPending) return;
    invite.mutate(
      { emails, role },
      {
        onSuccess(result) {
          setSkipped(result.skipped);
          setText(result.skipped.map((entry) => entry.email).join("\n"));
          if (result.invited.length > 0) {
            toast({
              title: result.invited.length === 1 ? "Invitation sent" : "Invitations sent",
              description: invitedText(result, role),
            });
          }
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem] sm:items-start">
        <div className="grid gap-2">
          <Label htmlFor={emailsId}>Email addresses</Label>
          <Textarea
            id={emailsId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            placeholder={"colleague@example.com\nanother@example.com"}
            autoComplete="off"
            aria-describedby={skipped.length > 0 ? skippedId : undefined}
          />
          <p className="text-xs text-muted-foreground">
            One or several, separated by commas or lines.
            {emails.length > 1 && ` ${emails.length} addresses.`}
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={roleId}>Role</Label>
          <NativeSelect id={roleId} value={role} onChange={(event) => setRole(event.target.value as InvitableRole)}>
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
