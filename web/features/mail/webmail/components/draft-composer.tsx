import type { Mailbox } from "@common/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { NotFoundText } from "@/components/not-found-text";
import { Skeleton } from "@/components/ui/skeleton";
import { messageQueryOptions } from "../api/mail-queries";
import { ComposePanel } from "./compose-panel";

type Props = { mailbox: Mailbox; draftId: string; fullScreen: boolean; onClose: () => void };

/** A draft opened from Drafts: the compose form takes it up where it was left. */
export function DraftComposer({ mailbox, draftId, fullScreen, onClose }: Props) {
  // Each save writes the draft's copy in memory too, so it is never older than the last save.
  const query = useQuery(messageQueryOptions(draftId));
  if (query.data) {
    return (
      <ComposePanel
        mailbox={mailbox}
        start={{ kind: "draft", draft: query.data }}
        fullScreen={fullScreen}
        onClose={onClose}
      />
    );
  }
  if (query.isError) {
    return (
      <div className="grid gap-2 p-4">
        <h2 className="font-semibold">Draft not found</h2>
        <NotFoundText error={query.error} notFound="This draft was sent or discarded." />
      </div>
    );
  }
  return (
    <div className="grid gap-3 p-4" aria-busy="true">
      <span className="sr-only">Opening the draft…</span>
      <Skeleton className="h-8" />
      <Skeleton className="h-8" />
      <Skeleton className="h-64" />
    </div>
  );
}
