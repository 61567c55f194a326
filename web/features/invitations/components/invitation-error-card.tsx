import { MailQuestionIcon } from "lucide-react";
import { ApiError } from "@/lib/api-client";
import { InvitationMessageCard } from "./invitation-message-card";

/** The link leads nowhere: altered, cut short, or its invitation deleted; or the lookup itself failed. */
export function InvitationErrorCard({ error }: { error: Error }) {
  const isBadLink = error instanceof ApiError && error.status < 500;
  return (
    <InvitationMessageCard
      icon={<MailQuestionIcon className="size-6" aria-hidden />}
      title={isBadLink ? "Invitation not found" : "Could not load the invitation"}
      description={
        isBadLink ? error.message : "Something went wrong while loading the invitation. Please try again in a moment."
      }
    />
  );
}
