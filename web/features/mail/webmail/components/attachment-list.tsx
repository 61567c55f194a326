import type { OpenedMessage } from "@common/schemas/mail-compose";
import { formatBytes } from "@common/storage-limits";
import { DownloadIcon, PaperclipIcon } from "lucide-react";
import { attachmentUrl } from "../api/mail-queries";

/** The message's files, each a download: the server never shows them in the app. */
export function AttachmentList({ message }: { message: OpenedMessage }) {
  if (message.attachments.length === 0) return null;
  const count = message.attachments.length;
  return (
    <section aria-label="Attachments" className="grid gap-2">
      <h3 className="flex items-center gap-1.5 text-sm font-medium">
        <PaperclipIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        {count === 1 ? "1 attachment" : `${count} attachments`}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {message.attachments.map((attachment) => (
          <li key={attachment.id}>
            <a
              href={attachmentUrl(message.id, attachment.id)}
              download={attachment.filename}
              className="flex max-w-72 items-center gap-2 rounded-md border px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <DownloadIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 truncate">{attachment.filename}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(attachment.size_bytes)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
