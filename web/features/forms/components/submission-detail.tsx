import { fieldLabel, spamReasonSentence } from "@common/forms";
import type { Submission } from "@common/schemas/forms";
import type { Site } from "@common/schemas/sites";
import { formatBytes } from "@common/storage-limits";
import { useQuery } from "@tanstack/react-query";
import {
  MailIcon,
  MailOpenIcon,
  PaperclipIcon,
  ReplyIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  Trash2Icon,
} from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { formsQueryOptions, useDeleteSubmission, useUpdateSubmission } from "../api/forms-api";
import { browserOf } from "../lib/submission-text";
import { Fact, SubmissionTechnicalDetails } from "./submission-facts";

type Props = { site: Site; submission: Submission; onGone: () => void };

/** A plain address someone could be written to; anything else stays text. */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** The email a visitor left, to reply to: the field named like "email", when it holds an address. */
function replyAddress(submission: Submission): string | null {
  const field = submission.fields.find((each) => /e-?mail/i.test(each.name) && EMAIL.test(each.value.trim()));
  return field ? field.value.trim() : null;
}

/**
 * Everything a visitor sent: each field by the label the site's form gives it, with its value as they wrote
 * it (text only, line breaks kept), the files they attached, and where and when it came from, the raw user
 * agent behind "Technical details"; why it is in Spam; with read, spam and delete.
 */
export function SubmissionDetail({ site, submission, onGone }: Props) {
  const update = useUpdateSubmission(site.id);
  const [confirming, setConfirming] = useState(false);
  const reply = replyAddress(submission);
  const browser = browserOf(submission.user_agent);
  const forms = useQuery(formsQueryOptions(site.id));
  const labels = forms.data?.find((form) => form.name === submission.form_name)?.labels;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>
          Received{" "}
          <time dateTime={submission.created_at} title={formatFullTime(submission.created_at)}>
            {formatRelativeTime(submission.created_at)}
          </time>
        </span>
        {!submission.read && <Badge>Unread</Badge>}
        {submission.spam && (
          <Badge variant="destructive">Spam{submission.spam_reason ? `: ${submission.spam_reason}` : ""}</Badge>
        )}
      </div>
      {submission.spam && submission.spam_reason && (
        <p className="-mt-3 text-sm text-muted-foreground">{spamReasonSentence(submission.spam_reason)}</p>
      )}

      <div className="flex flex-wrap gap-2">
        <RequiresPermission permission="submission:write">
          <Button
            variant="outline"
            size="sm"
            onClick={() => update.mutate({ id: submission.id, read: !submission.read })}
          >
            {submission.read ? <MailIcon aria-hidden="true" /> : <MailOpenIcon aria-hidden="true" />}
            {submission.read ? "Mark unread" : "Mark read"}
          </Button>
        </RequiresPermission>
        <RequiresPermission permission="submission:write">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              update.mutateAsync({ id: submission.id, spam: !submission.spam }).then(
                () => toast({ title: submission.spam ? "Moved to the inbox" : "Moved to Spam" }),
                () => {
                  // The error toast is the query client's.
                },
              )
            }
          >
            {submission.spam ? <ShieldCheckIcon aria-hidden="true" /> : <ShieldAlertIcon aria-hidden="true" />}
            {submission.spam ? "Not spam" : "Spam"}
          </Button>
        </RequiresPermission>
        <RequiresPermission permission="submission:write">
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </RequiresPermission>
        {reply && (
          <Button asChild variant="outline" size="sm">
            <a href={`mailto:${encodeURIComponent(reply)}`}>
              <ReplyIcon aria-hidden="true" />
              Reply
            </a>
          </Button>
        )}
      </div>

      {submission.fields.length === 0 && <p className="text-sm text-muted-foreground">No text fields were sent.</p>}
      <dl className="grid gap-3" aria-label="Fields">
        {submission.fields.map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a form may send one name twice; the order is the form's
          <div key={`${field.name}:${index}`} className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground break-words">{fieldLabel(field.name, labels)}</dt>
            <dd className="text-sm whitespace-pre-wrap break-words">
              {field.value === "" ? <span className="text-muted-foreground">(empty)</span> : field.value}
            </dd>
          </div>
        ))}
      </dl>

      {submission.files.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-xs font-medium text-muted-foreground">Attached files</h3>
          <ul className="grid gap-1">
            {submission.files.map((file) => (
              <li key={file.id}>
                <a
                  href={file.url}
                  download={file.name}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <PaperclipIcon className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">{file.name}</span>
                  <span className="shrink-0 text-muted-foreground">({formatBytes(file.size)})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <dl className="grid gap-2 border-t pt-4 text-sm">
        <Fact term="Form">{submission.form_name}</Fact>
        <Fact term="Page">{submission.page || "Not known"}</Fact>
        <Fact term="Received">{formatFullTime(submission.created_at)}</Fact>
        <Fact term="Browser">{browser ?? "Not known"}</Fact>
      </dl>
      <SubmissionTechnicalDetails submission={submission} />

      {confirming && (
        <DeleteSubmissionDialog
          site={site}
          submission={submission}
          onClose={() => setConfirming(false)}
          onGone={onGone}
        />
      )}
    </div>
  );
}

function DeleteSubmissionDialog({
  site,
  submission,
  onClose,
  onGone,
}: {
  site: Site;
  submission: Submission;
  onClose: () => void;
  onGone: () => void;
}) {
  const remove = useDeleteSubmission(site.id);
  return (
    <ConfirmDialog
      title="Delete this submission?"
      description={
        submission.files.length > 0
          ? "It and the files attached to it are deleted for good. This cannot be undone."
          : "It is deleted for good. This cannot be undone."
      }
      action="Delete"
      busyAction="Deleting..."
      isBusy={remove.isPending}
      onClose={onClose}
      // Awaited here: the panel that holds this dialog goes once the submission is gone, and mutate's
      // own callbacks with it.
      onConfirm={() =>
        remove.mutateAsync(submission.id).then(
          () => {
            toast({ title: "Submission deleted" });
            onClose();
            onGone();
          },
          () => {
            // The error toast is the query client's.
          },
        )
      }
    />
  );
}
