import { UploadCloudIcon } from "lucide-react";

/** Covers the page while files are dragged over it: dropping anywhere uploads them into `folderName`. */
export function DropOverlay({ folderName }: { folderName: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="drop-overlay"
      className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-background/80 p-6 backdrop-blur-sm"
    >
      <div className="flex max-w-md flex-col items-center gap-3 rounded-xl border-2 border-dashed border-primary bg-background p-10 text-center shadow-lg">
        <UploadCloudIcon className="size-10 text-primary" />
        <p className="text-lg font-semibold">Drop files to upload</p>
        <p className="text-sm text-muted-foreground">They go into {folderName}.</p>
      </div>
    </div>
  );
}
