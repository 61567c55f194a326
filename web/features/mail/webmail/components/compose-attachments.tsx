import { formatBytes } from "@common/storage-limits";
import { PaperclipIcon, XIcon } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { Upload } from "../hooks/use-compose-attachments";
import type { Attachment } from "../lib/compose-start";

type Props = {
  attachments: Attachment[];
  uploads: Upload[];
  onAdd: (files: File[]) => void;
  onRemove: (attachment: Attachment) => void;
  onCancel: (key: string) => void;
};

/** The files going with the message, those on their way with their progress, and the button to add more. */
export function ComposeAttachments({ attachments, uploads, onAdd, onRemove, onCancel }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hasFiles = attachments.length > 0 || uploads.length > 0;
  return (
    <div className="grid gap-2">
      {hasFiles && (
        <ul id={listId} aria-label="Attachments" className="flex flex-wrap gap-2">
          {attachments.map((attachment) => (
            <li
              key={attachment.id}
              className="flex max-w-72 items-center gap-2 rounded-md border py-1 pr-1 pl-3 text-sm"
            >
              <FileLine
                name={attachment.filename}
                size={attachment.size_bytes}
                removeLabel={`Remove ${attachment.filename}`}
                onRemove={() => onRemove(attachment)}
              />
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.key} className="grid max-w-72 gap-1 rounded-md border py-1 pr-1 pl-3 text-sm">
              <span className="flex items-center gap-2">
                <FileLine
                  name={upload.name}
                  size={upload.size}
                  removeLabel={upload.error ? `Forget ${upload.name}` : `Cancel attaching ${upload.name}`}
                  onRemove={() => onCancel(upload.key)}
                />
              </span>
              {upload.error ? (
                <span role="alert" className="pr-2 text-xs text-destructive">
                  {upload.error}
                </span>
              ) : (
                <progress
                  aria-label={`Attaching ${upload.name}`}
                  value={Math.round(upload.progress * 100)}
                  max={100}
                  className="mr-2 h-1.5 w-auto accent-primary"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          ref={input}
          type="file"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          <PaperclipIcon aria-hidden="true" />
          Attach files
        </Button>
      </div>
    </div>
  );
}

type FileLineProps = { name: string; size: number; removeLabel: string; onRemove: () => void };

/** A file's name and size, and ✕ to take it off the message. */
function FileLine({ name, size, removeLabel, onRemove }: FileLineProps) {
  return (
    <>
      <span className="min-w-0 truncate">{name}</span>
      <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(size)}</span>
      <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={removeLabel} onClick={onRemove}>
        <XIcon aria-hidden="true" />
      </Button>
    </>
  );
}
