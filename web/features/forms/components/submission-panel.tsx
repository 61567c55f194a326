import { roleAllows } from "@common/permissions";
import type { Submission } from "@common/schemas/forms";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, XIcon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth";
import { ApiError } from "@/lib/api-client";
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
  const titleId = useId();
  const query = useQuery({ ...submissionQueryOptions(site.id, submissionId), placeholderData: fromList });
  const submission = query.data;
  useMarkRead(site.id, submission);

  const close = fullScreen ? (
    <Button variant="outline" className="justify-self-start" onClick={onClose}>
      <ArrowLeftIcon aria-hidden="true" />
      Back to the inbox
    </Button>
  ) : (
    <Button variant="ghost" size="icon" className="-m-1 size-8 shrink-0" aria-label="Close" onClick={onClose}>
      <XIcon aria-hidden="true" />
    </Button>
  );
  const Heading = fullScreen ? "h1" : "h2";
  const title = submission ? submission.form_name : query.isError ? "Submission not found" : "Submission";

  const body = submission ? (
    <SubmissionDetail site={site} submission={submission} onGone={onClose} />
  ) : query.isError ? (
    <p className="text-sm text-muted-foreground">
      {query.error instanceof ApiError && query.error.status === 404
        ? "This submission was deleted, or it never was one of this site's."
        : query.error.message}
    </p>
  ) : (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">Loading the submission…</span>
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-24" />
    </div>
  );

  if (fullScreen) {
    return (
      <section aria-labelledby={titleId} className="grid gap-4">
        {close}
        <Heading id={titleId} className="text-2xl font-semibold tracking-tight break-words">
          {title}
        </Heading>
        {body}
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId} className="max-h-[calc(100svh-6rem)] overflow-y-auto rounded-lg border bg-card">
      <div className="flex items-start justify-between gap-2 border-b p-4">
        <Heading id={titleId} className="min-w-0 font-semibold break-words">
          {title}
        </Heading>
        {close}
      </div>
      <div className="p-4">{body}</div>
    </section>
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
