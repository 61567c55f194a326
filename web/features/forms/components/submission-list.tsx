import type { FormSummary, Submission } from "@common/schemas/forms";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { PaperclipIcon } from "lucide-react";
import { ChooseBox } from "@/components/list-screen/choose-box";
import { ListRows } from "@/components/list-screen/list-rows";
import { ListStates } from "@/components/list-screen/list-states";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import type { Selection } from "@/lib/use-selection";
import { cn } from "@/lib/utils";
import type { InboxPlace } from "../hooks/use-inbox-place";
import { countOf, messagePreview, previewLine, totals } from "../lib/submission-text";
import { EmptyList, LoadingRows } from "./inbox-states";

type Pages = InfiniteData<{ submissions: Submission[]; next_cursor: string | null }, unknown>;

type Props = {
  list: UseInfiniteQueryResult<Pages, Error>;
  submissions: Submission[];
  forms: FormSummary[];
  place: InboxPlace;
  search: string;
  isFiltered: boolean;
  selection: Selection;
  onOpen: (id: string) => void;
  onClearFilters: () => void;
};

/** How many the folder holds when nothing narrows it (the forms' counts say), else null. */
function knownTotal(forms: FormSummary[], place: InboxPlace, isFiltered: boolean): number | null {
  if (isFiltered) return null;
  const counts = totals(place.form ? forms.filter((form) => form.name === place.form) : forms);
  return place.folder === "spam" ? counts.spam : counts.total;
}

/** The submissions in view, newest first, a page at a time, each with a box to choose it for a bulk action. */
export function SubmissionList(props: Props) {
  const { list, submissions, forms, place, search, isFiltered, selection, onOpen, onClearFilters } = props;
  const total = knownTotal(forms, place, isFiltered);
  const shown =
    total !== null && total >= submissions.length
      ? `Showing ${submissions.length} of ${total}`
      : `Showing ${countOf(submissions.length)}${list.hasNextPage ? "; older ones load below" : ""}`;

  return (
    <ListStates query={list} loading={<LoadingRows />} errorTitle="Error loading submissions">
      {() => (
        <div className="grid gap-3">
          <ListRows
            label="Submissions"
            count={submissions.length}
            summary={shown}
            selection={selection}
            isStale={list.isPlaceholderData}
            empty={<EmptyList place={place} search={search} isFiltered={isFiltered} onClearFilters={onClearFilters} />}
            more={list}
            moreOf="submissions"
          >
            {submissions.map((submission) => (
              <SubmissionRow
                key={submission.id}
                submission={submission}
                isOpen={submission.id === place.submissionId}
                isChosen={selection.has(submission.id)}
                onChoose={() => selection.toggle(submission.id)}
                onOpen={() => onOpen(submission.id)}
              />
            ))}
          </ListRows>
        </div>
      )}
    </ListStates>
  );
}

type RowProps = {
  submission: Submission;
  isOpen: boolean;
  isChosen: boolean;
  onChoose: () => void;
  onOpen: () => void;
};

/**
 * One submission: unread ones bold with a dot (and "Unread" for screen readers); who sent it and its age,
 * the start of their message, then the form, page and files.
 */
function SubmissionRow({ submission, isOpen, isChosen, onChoose, onOpen }: RowProps) {
  const preview = previewLine(submission);
  const message = messagePreview(submission);
  const unread = !submission.read;
  return (
    <li className={cn("flex items-start gap-3 px-3 py-2.5", isOpen ? "bg-accent" : isChosen && "bg-muted/60")}>
      <ChooseBox label={`Select ${preview}`} checked={isChosen} onChange={onChoose} className="h-6" />
      <button
        type="button"
        data-submission-id={submission.id}
        aria-current={isOpen ? "true" : undefined}
        className="grid min-w-0 flex-1 gap-0.5 rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        onClick={onOpen}
      >
        <span className="flex min-w-0 items-center gap-2">
          {unread && <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
          {unread && <span className="sr-only">Unread: </span>}
          <span className={cn("min-w-0 flex-1 truncate", unread ? "font-semibold" : "text-foreground/90")}>
            {preview}
          </span>
          <time
            dateTime={submission.created_at}
            title={formatFullTime(submission.created_at)}
            className={cn("shrink-0 text-xs", unread ? "font-semibold" : "text-muted-foreground")}
          >
            {formatRelativeTime(submission.created_at)}
          </time>
        </span>
        {message && message !== preview && (
          <span
            className={cn("line-clamp-2 text-sm break-words", unread ? "text-foreground" : "text-muted-foreground")}
          >
            {message}
          </span>
        )}
        <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <span className="truncate">{submission.form_name}</span>
          {submission.page && (
            <>
              <span aria-hidden="true" className="max-sm:hidden">
                ·
              </span>
              <span className="truncate max-sm:hidden">{submission.page}</span>
            </>
          )}
          {submission.files.length > 0 && (
            <span className="flex shrink-0 items-center gap-0.5">
              <PaperclipIcon className="size-3" aria-hidden="true" />
              {countOf(submission.files.length, "file")}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
