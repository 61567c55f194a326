import { useQuery } from "@tanstack/react-query";
import { LoaderCircleIcon, MailXIcon } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { invitationLinkQueryOptions, useAcceptInvitation, useDeclineInvitation } from "../api/invitation-queries";
import { InvitationDetailsCard } from "../components/invitation-details-card";
import { InvitationErrorCard } from "../components/invitation-error-card";
import { InvitationMessageCard } from "../components/invitation-message-card";
import { InvitationStateCard } from "../components/invitation-state-card";

/**
 * /accept-invite/{token}: the token is the mailed link's `{id}_{proof}`; the layout guarantees a signed-in
 * user. A pending invitation for this user offers Accept and Decline; any other state says why not.
 */
export function AcceptInvitePage() {
  const { token = "" } = useParams();
  const { user, setActiveOrganization } = useAuth();
  const navigate = useNavigate();
  const link = useQuery({ ...invitationLinkQueryOptions(token), enabled: Boolean(token) });
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();

  function handleAccept() {
    if (!link.data) return;
    const { organization_id: organizationId, organization_name: organizationName } = link.data;
    accept.mutate(token, {
      async onSuccess() {
        await setActiveOrganization(organizationId);
        toast({ title: "Invitation accepted", description: `You are now a member of ${organizationName}.` });
        navigate("/admin", { replace: true });
      },
    });
  }

  if (decline.isSuccess) {
    return (
      <InvitationMessageCard
        icon={<MailXIcon className="size-6" aria-hidden />}
        title="Invitation declined"
        description={`You declined the invitation to join ${link.data?.organization_name ?? "the organization"}. If that was a mistake, ask for a new invitation.`}
      />
    );
  }
  if (link.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground" role="status">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden /> Loading invitation...
      </p>
    );
  }
  if (link.isError) return <InvitationErrorCard error={link.error} />;
  if (link.data.state !== "pending") return <InvitationStateCard link={link.data} signedInEmail={user?.email ?? ""} />;
  return (
    <InvitationDetailsCard
      invitation={link.data}
      isBusy={accept.isPending || accept.isSuccess || decline.isPending}
      onAccept={handleAccept}
      onDecline={() => decline.mutate(token)}
    />
  );
}
