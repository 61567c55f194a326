import { ROLE_LABELS, type Role } from "@common/permissions";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheckIcon, Building2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { claimPreviewQueryOptions, invitationPreviewQueryOptions } from "../api/link-previews";
import { peekAuthRedirect } from "../auth-redirect";

const INVITATION_PATH = /^\/accept-invite\/([^/]+)$/;
const CLAIM_PATH = /^\/admin\/sites\/claim\/[^/]+$/;

/** The token of the invitation or claim link the visitor opened before being sent to sign in, if any. */
function awaitedLink(): { kind: "invitation" | "claim"; token: string } | null {
  const saved = peekAuthRedirect();
  if (!saved) return null;
  const invitation = INVITATION_PATH.exec(saved.path)?.[1];
  if (invitation) return { kind: "invitation", token: decodeURIComponent(invitation) };
  const claimToken = CLAIM_PATH.test(saved.path) ? new URLSearchParams(saved.search).get("token") : null;
  return claimToken ? { kind: "claim", token: claimToken } : null;
}

/**
 * On the sign-in and sign-up screens, for someone who came from an invitation or a claim link: what
 * waits for them once they are in ("Karoo Coffee invites you to join as Editor"). Only what the link's
 * holder may know is asked for; a link that does not work shows nothing here.
 */
export function LinkWelcome() {
  const link = awaitedLink();
  const invitation = useQuery({
    ...invitationPreviewQueryOptions(link?.token ?? ""),
    enabled: link?.kind === "invitation",
  });
  const claim = useQuery({ ...claimPreviewQueryOptions(link?.token ?? ""), enabled: link?.kind === "claim" });
  if (link?.kind === "invitation" && invitation.data) {
    const { organization_name: organization, role } = invitation.data;
    const roleName = ROLE_LABELS[role as Role] ?? role;
    return (
      <Welcome icon={<Building2Icon aria-hidden="true" />} action="Sign in or create an account to accept.">
        <strong>{organization}</strong> invites you to join as {roleName}.
      </Welcome>
    );
  }
  if (link?.kind === "claim" && claim.data) {
    return (
      <Welcome icon={<BadgeCheckIcon aria-hidden="true" />} action="Sign in or create an account to claim it.">
        <strong>{claim.data.agency_name}</strong> built <strong>{claim.data.site_name}</strong> for you.
      </Welcome>
    );
  }
  return null;
}

function Welcome({ icon, action, children }: { icon: ReactNode; action: string; children: ReactNode }) {
  return (
    <div
      data-testid="link-welcome"
      className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-primary"
    >
      {icon}
      <p>
        {children} <span className="text-muted-foreground">{action}</span>
      </p>
    </div>
  );
}
