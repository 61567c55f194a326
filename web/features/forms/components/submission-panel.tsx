import { roleAllows } from "@common/permissions";
import type { Submission } from "@common/schemas/forms";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { DetailPanel, DetailPanelFallback } from "@/components/detail-panel";
import { useAuth } from "@/features/auth";
import { submissionQueryOptions, useUpdateSubmission } from "../api/forms-api";
import { SubmissionDetail } from "./submission-detail";

type Props = {
  site: Site;
  submissionId: string;
  /** The submission as the list has it, shown while its own copy loads. */
  fromList: Submission | undefined;
  /** Narrow screens: the submission fills the screen, with Back; wide ones: a panel beside the list. */
  fullScreen: boolean;
  onClose: () => void;
};

/** The open submission, beside the list or in its place; opening an unread one marks it read. */
export function SubmissionPanel({ site, submissionId, fromList, fullScreen, onClose }: Props) {
  const query = useQuery({ ...submissionQueryOptions(site.id, submissionId), placeholderData: fromList });
  const submission = query.data;
  useMarkRead(site.id, submission);

  const title = submission ? submission.form_name : query.isError ? "Submission not found" : "Submission";
  return (
    <DetailPanel title={title} backLabel="Back to the inbox" fullScreen={fullScreen} onClose={onClose}>
      {submission ? (
        <SubmissionDetail site={site} submission={submission} onGone={onClose} />
      ) : (
        <DetailPanelFallback
          error={query.error}
          notFound="This submission was deleted, or it never was one of this site's."
          loadingLabel="Loading the submission…"
          bodyClassName="h-24"
        />
      )}
    </DetailPanel>
  );
}

/**
 * Once per opening, an unread submission becomes read, for the roles that may sort the inbox. It waits
 * for the role: until it is known every action is offered, but this one is not the user's own doing.
 */
function useMarkRead(siteId: string, submission: Submission | undefined) {
  const { role } = useAuth();
  const { mutate } = useUpdateSubmission(siteId);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!submission || !role || seen.current === submission.id) return;
    seen.current = submission.id;
    if (roleAllows(role, "submission:write") && !submission.read) mutate({ id: submission.id, read: true });
  }, [submission, role, mutate]);
}
