import { useQuery } from "@tanstack/react-query";
import { LoaderCircleIcon, MailXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { invitationQueryOptions, useAcceptInvitation, useDeclineInvitation } from "../api/invitation-queries";
import { InvitationDetailsCard } from "../components/invitation-details-card";
import { InvitationErrorCard } from "../components/invitation-error-card";
import { InvitationMessageCard } from "../components/invitation-message-card";

/** /accept-invite/{token}: the token is the invitation id; the layout guarantees a signed-in user. */
export function AcceptInvitePage() {
  const { token = "" } = useParams();
  const { user, setActiveOrganization } = useAuth();
  const navigate = useNavigate();
  const invitation = useQuery({ ...invitationQueryOptions(token), enabled: Boolean(token) });
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();

  function handleAccept() {
    accept.mutate(token, {
      async onSuccess(result) {
        const organizationId = result?.invitation.organizationId ?? invitation.data?.organizationId;
        if (organizationId) await setActiveOrganization(organizationId);
        toast({
          title: "Invitation accepted",
          description: `You are now a member of ${invitation.data?.organizationName}.`,
        });
        navigate("/admin", { replace: true });
      },
    });
  }

  let content: ReactNode;
  if (decline.isSuccess) {
    content = (
      <InvitationMessageCard
        icon={<MailXIcon className="size-6" aria-hidden />}
        title="Invitation declined"
        description={`You declined the invitation to join ${invitation.data?.organizationName ?? "the organization"}. If that was a mistake, ask for a new invitation.`}
      />
    );
  } else if (invitation.isPending) {
    content = (
      <p className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground" role="status">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden /> Loading invitation...
      </p>
    );
  } else if (invitation.isError) {
    content = <InvitationErrorCard error={invitation.error} signedInEmail={user?.email} />;
  } else {
    content = (
      <InvitationDetailsCard
        invitation={invitation.data}
        isBusy={accept.isPending || accept.isSuccess || decline.isPending}
        onAccept={handleAccept}
        onDecline={() => decline.mutate(token)}
      />
    );
  }

  // InviteLayout centres the page in a max-w-md column.
  return content;
}
