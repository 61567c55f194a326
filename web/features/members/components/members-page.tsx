import { useQuery } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type Organization, useAuth, usePermission } from "@/features/auth";
import { invitationsQueryOptions, membersQueryOptions } from "../api/members-api";
import { InviteMemberForm } from "./invite-member-form";
import { MembersList } from "./members-list";
import { OwnershipCard } from "./ownership-card";
import { PendingInvitations } from "./pending-invitations";

/** /admin/members: the active organization's team, its invitations, ownership and leaving. */
export function MembersPage() {
  const { user, activeOrganization } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        title="Members"
        icon={UsersIcon}
        description={
          activeOrganization
            ? `The people in ${activeOrganization.name}, what each may do, and the invitations waiting for an answer.`
            : "Select an organization to see its members."
        }
      />
      {activeOrganization && user && <MembersContent organization={activeOrganization} userId={user.id} />}
    </PageContainer>
  );
}

function MembersContent({ organization, userId }: { organization: Organization; userId: string }) {
  const { role } = useAuth();
  const canManage = usePermission("member:manage").allowed && role !== null;
  const members = useQuery(membersQueryOptions(organization.id));
  const invitations = useQuery({ ...invitationsQueryOptions(organization.id), enabled: canManage });

  return (
    <>
      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Invite people</CardTitle>
            <CardDescription>
              Each gets an email with a link to join, valid for 7 days. Viewers look; content editors (your clients)
              change words, photos, blog posts and form messages; editors also change code and publish; admins also
              manage sites and the team.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <InviteMemberForm organizationId={organization.id} />
          </CardContent>
        </Card>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="members-heading">
        <h2 id="members-heading" className="text-lg font-semibold">
          Team {members.data && <span className="text-muted-foreground">({members.data.length})</span>}
        </h2>
        <MembersList organizationId={organization.id} members={members.data} currentUserId={userId} myRole={role} />
      </section>
      {canManage && (
        <section className="flex flex-col gap-3" aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="text-lg font-semibold">
            Pending invitations
          </h2>
          <PendingInvitations organizationId={organization.id} invitations={invitations.data} />
        </section>
      )}
      {members.data && (
        <OwnershipCard
          organizationId={organization.id}
          organizationName={organization.name}
          members={members.data}
          currentUserId={userId}
        />
      )}
    </>
  );
}
