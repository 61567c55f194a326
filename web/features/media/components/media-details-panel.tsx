import type { MediaFile } from "@common/schemas/media";
import type { Site } from "@common/schemas/sites";
import { XIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { MediaDetails } from "./media-details";
import type { MediaDialog } from "./media-dialogs";

type Props = {
  site: Site;
  file: MediaFile;
  /** On narrow screens the details slide in over the library; on wide ones they stand beside it. */
  asSheet: boolean;
  onClose: () => void;
  onAction: (dialog: MediaDialog) => void;
};

/** The chosen file's details, beside the library or in a sheet. */
export function MediaDetailsPanel({ site, file, asSheet, onClose, onAction }: Props) {
  const titleId = useId();
  if (asSheet) {
    return (
      <Sheet open onOpenChange={(open) => !open && onClose()}>
        <SheetContent>
          <SheetHeader>
            <SheetTitle className="break-all">{file.name}</SheetTitle>
            <SheetDescription>Details of the file</SheetDescription>
          </SheetHeader>
          <div className="overflow-y-auto px-4 pb-6">
            <MediaDetails site={site} file={file} onAction={onAction} />
          </div>
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <section aria-labelledby={titleId} className="max-h-[calc(100svh-6rem)] overflow-y-auto rounded-lg border bg-card">
      <div className="flex items-start justify-between gap-2 border-b p-4">
        <h2 id={titleId} className="min-w-0 font-semibold break-all">
          {file.name}
        </h2>
        <Button variant="ghost" size="icon" className="-m-1 size-8" aria-label="Close details" onClick={onClose}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="p-4">
        <MediaDetails site={site} file={file} onAction={onAction} />
      </div>
    </section>
  );
}
