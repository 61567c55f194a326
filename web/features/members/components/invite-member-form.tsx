import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { type InvitableRole, useInviteMember } from "../api/use-member-mutations";

/** Invite by email as member or admin; the invitation mail links to /accept-invite/{id}. */
export function InviteMemberForm({ organizationId }: { organizationId: string }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitableRole>("member");
  const inviteMember = useInviteMember(organizationId);
  const emailId = useId();
  const roleId = useId();
  const trimmed = email.trim();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    inviteMember.mutate(
      { email: trimmed, role },
      {
        onSuccess() {
          toast({ title: "Invitation sent", description: `${trimmed} was invited as ${role}` });
          setEmail("");
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={emailId}>Email</Label>
        <Input
          id={emailId}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="colleague@example.com"
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={roleId}>Role</Label>
        <NativeSelect id={roleId} value={role} onChange={(event) => setRole(event.target.value as InvitableRole)}>
          <option value="member">Member</option>
          <option value="admin">Admin</option>
        </NativeSelect>
      </div>
      <Button type="submit" disabled={!trimmed || inviteMember.isPending}>
        {inviteMember.isPending ? "Inviting..." : "Send invitation"}
      </Button>
    </form>
  );
}
