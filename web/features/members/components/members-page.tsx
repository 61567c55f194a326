import { useQuery } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/features/auth";
import { invitationsQueryOptions, membersQueryOptions } from "../api/members-queries";
import { InviteMemberForm } from "./invite-member-form";
import { MembersList } from "./members-list";
import { PendingInvitations } from "./pending-invitations";

const MANAGING_ROLES = ["owner", "admin"];

/** /admin/members: the active organization's team, invitations and who may manage them. */
export function MembersPage() {
  const { user, activeOrganization } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        title="Members"
        icon={UsersIcon}
        description={
          activeOrganization
            ? `The people in ${activeOrganization.name} and the invitations waiting for an answer.`
            : "Select an organization to see its members."
        }
      />
      {activeOrganization && user && <MembersContent organizationId={activeOrganization.id} userId={user.id} />}
    </PageContainer>
  );
}

function MembersContent({ organizationId, userId }: { organizationId: string; userId: string }) {
  const members = useQuery(membersQueryOptions(organizationId));
  const currentRole = members.data?.members.find((member) => member.userId === userId)?.role ?? "";
  const canManage = currentRole.split(",").some((role) => MANAGING_ROLES.includes(role));
  const invitations = useQuery({ ...invitationsQueryOptions(organizationId), enabled: canManage });

  return (
    <>
      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Invite a member</CardTitle>
            <CardDescription>
              They get an email with a link to join. Admins can invite and manage others.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <InviteMemberForm organizationId={organizationId} />
          </CardContent>
        </Card>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="members-heading">
        <h2 id="members-heading" className="text-lg font-semibold">
          Team {members.data && <span className="text-muted-foreground">({members.data.total})</span>}
        </h2>
        <MembersList members={members.data?.members} currentUserId={userId} />
      </section>
      {canManage && (
        <section className="flex flex-col gap-3" aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="text-lg font-semibold">
            Pending invitations
          </h2>
          <PendingInvitations organizationId={organizationId} invitations={invitations.data ?? []} canManage />
        </section>
      )}
    </>
  );
}
