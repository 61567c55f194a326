import type { InvitationLink } from "@common/schemas/members";
import { CalendarXIcon, CircleCheckIcon, MailXIcon, UserXIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { saveAuthRedirect, useAuth } from "@/features/auth";
import { formatLongDate } from "@/lib/dates";
import { InvitationMessageCard } from "./invitation-message-card";

type Props = { link: InvitationLink; signedInEmail: string };

/** Why an invitation link cannot be answered now, each with the way forward a person would want. */
export function InvitationStateCard({ link, signedInEmail }: Props) {
  const { signOut, setActiveOrganization } = useAuth();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);

  async function switchAccount() {
    setIsBusy(true);
    // Back to this link once signed in with the invited address.
    saveAuthRedirect({ path: window.location.pathname, search: "" });
    await signOut();
    navigate("/signin", { replace: true });
  }

  async function openOrganization() {
    setIsBusy(true);
    await setActiveOrganization(link.organization_id);
    navigate("/admin", { replace: true });
  }

  switch (link.state) {
    case "wrong_account":
      return (
        <InvitationMessageCard
          icon={<UserXIcon className="size-6" aria-hidden />}
          title="This invitation is for another email address"
          description={`This invitation was sent to ${link.email}; you are signed in as ${signedInEmail}. Sign in with ${link.email} to accept it.`}
          action={
            <Button onClick={switchAccount} disabled={isBusy}>
              {isBusy ? "Signing out..." : `Sign in as ${link.email}`}
            </Button>
          }
        />
      );
    case "expired":
      return (
        <InvitationMessageCard
          icon={<CalendarXIcon className="size-6" aria-hidden />}
          title="This invitation has expired"
          description={`The invitation to join ${link.organization_name} was valid until ${formatLongDate(link.expires_at)}. Ask ${link.inviter_name} to send it again.`}
        />
      );
    case "revoked":
      return (
        <InvitationMessageCard
          icon={<MailXIcon className="size-6" aria-hidden />}
          title="This invitation was withdrawn"
          description={`${link.inviter_name} withdrew this invitation to join ${link.organization_name}. If a newer invitation reached you, open the link in that email; otherwise ask ${link.inviter_name} to invite you again.`}
        />
      );
    case "accepted":
      return link.is_member ? (
        <InvitationMessageCard
          icon={<CircleCheckIcon className="size-6" aria-hidden />}
          title={`You are already a member of ${link.organization_name}`}
          description="This invitation has already been accepted."
          action={
            <Button onClick={openOrganization} disabled={isBusy}>
              Open {link.organization_name}
            </Button>
          }
        />
      ) : (
        <InvitationMessageCard
          icon={<MailXIcon className="size-6" aria-hidden />}
          title="This invitation has already been used"
          description={`Someone has already accepted it. If you should be in ${link.organization_name}, ask ${link.inviter_name} for a new invitation.`}
        />
      );
    default:
      return (
        <InvitationMessageCard
          icon={<MailXIcon className="size-6" aria-hidden />}
          title="Invitation declined"
          description={`This invitation to join ${link.organization_name} was declined. If that was a mistake, ask ${link.inviter_name} for a new invitation.`}
        />
      );
  }
}
