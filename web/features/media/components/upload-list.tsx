import { AlertCircleIcon, CheckCircle2Icon, ClockIcon, RotateCwIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { Upload } from "../hooks/use-upload-queue";
import { formatBytes } from "../lib/format";

type Props = {
  uploads: Upload[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
};

const STATUS_WORDS: Record<Upload["status"], string> = {
  queued: "Waiting",
  uploading: "Uploading",
  waiting: "Waiting",
  done: "Uploaded",
  failed: "Failed",
};

/** One row per file being uploaded: its progress, and what can be done with it. */
export function UploadList({ uploads, onCancel, onRetry, onRemove }: Props) {
  if (uploads.length === 0) return null;
  const sending = uploads.filter((upload) => upload.status !== "done" && upload.status !== "failed").length;
  return (
    <section aria-label="Uploads" className="rounded-lg border bg-card">
      <h2 className="border-b px-4 py-2 text-sm font-medium">
        {sending > 0 ? `Uploading ${sending} ${sending === 1 ? "file" : "files"}` : "Uploads"}
      </h2>
      <ul className="divide-y">
        {uploads.map((upload) => (
          <UploadRow key={upload.id} upload={upload} onCancel={onCancel} onRetry={onRetry} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

function UploadRow({ upload, onCancel, onRetry, onRemove }: { upload: Upload } & Omit<Props, "uploads">) {
  const percent = Math.round(upload.progress * 100);
  const failed = upload.status === "failed";
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2" aria-label={upload.name}>
      <StatusIcon status={upload.status} />
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="truncate font-medium">{upload.name}</span>
          <span className="shrink-0 text-xs text-muted-foreground">
            {statusWords(upload, percent)} · {formatBytes(upload.file.size)}
          </span>
        </div>
        {!failed && (
          <div
            role="progressbar"
            aria-label={`${upload.name} upload progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                "h-full rounded-full transition-[width]",
                upload.status === "done" ? "bg-success" : "bg-primary",
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
        {upload.message && (
          <p
            role={failed ? "alert" : undefined}
            className={cn("text-xs", failed ? "text-destructive" : "text-muted-foreground")}
          >
            {upload.message}
          </p>
        )}
      </div>
      <div className="ml-auto flex shrink-0 gap-1">
        {failed && (
          <Button variant="outline" size="sm" onClick={() => onRetry(upload.id)} aria-label={`Retry ${upload.name}`}>
            <RotateCwIcon aria-hidden="true" />
            Retry
          </Button>
        )}
        {upload.status === "done" ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => (failed ? onRemove(upload.id) : onCancel(upload.id))}
            aria-label={`${failed ? "Remove" : "Cancel"} ${upload.name}`}
          >
            <XIcon aria-hidden="true" />
            <span className="max-sm:sr-only">{failed ? "Remove" : "Cancel"}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Once every byte is sent the server still checks and resizes the file: that is said, not a stuck 100%. */
function statusWords(upload: Upload, percent: number): string {
  if (upload.status !== "uploading") return STATUS_WORDS[upload.status];
  return percent >= 100 ? "Processing…" : `${percent}%`;
}

function StatusIcon({ status }: { status: Upload["status"] }) {
  if (status === "done") return <CheckCircle2Icon className="size-4 shrink-0 text-success" aria-hidden="true" />;
  if (status === "failed") return <AlertCircleIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />;
  return <ClockIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />;
}
