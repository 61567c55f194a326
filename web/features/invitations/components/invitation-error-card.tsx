import { MailQuestionIcon, UserXIcon } from "lucide-react";
import { ApiError } from "@/lib/api-client";
import { InvitationMessageCard } from "./invitation-message-card";

/** Says why an invitation cannot be shown: gone (missing, expired, used) or meant for another address. */
export function InvitationErrorCard({ error, signedInEmail }: { error: Error; signedInEmail?: string }) {
  const isForSomeoneElse = error instanceof ApiError && error.status === 403;
  if (isForSomeoneElse) {
    return (
      <InvitationMessageCard
        icon={<UserXIcon className="size-6" aria-hidden />}
        title="This invitation is for another email address"
        description={`You are signed in as ${signedInEmail ?? "another user"}. Sign out and sign in with the address the invitation was sent to, then open the link again.`}
        detail={error.message}
      />
    );
  }
  const isGone = error instanceof ApiError && error.status < 500;
  return (
    <InvitationMessageCard
      icon={<MailQuestionIcon className="size-6" aria-hidden />}
      title={isGone ? "Invitation not found" : "Could not load the invitation"}
      description={
        isGone
          ? "This invitation does not exist, has expired, or has already been accepted or declined. Ask the person who invited you to send a new one."
          : "Something went wrong while loading the invitation. Please try again in a moment."
      }
      detail={error.message}
    />
  );
}
