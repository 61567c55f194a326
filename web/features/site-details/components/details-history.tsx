import { SITE_DATA_PATH } from "@common/schemas/site-data";
import { useQuery } from "@tanstack/react-query";
import { HistoryIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { fileQueryOptions, HistoryPanel } from "@/features/code-editor";

/**
 * History for whoever never opens Code: every version of data/site.json, each with what it changed (a save
 * of the form, an edit on the page), opened against the details as they are, and restored where the role
 * may. It is the code editor's history of that file, reached from Business details.
 */
export function DetailsHistoryButton({ siteId, fileId }: { siteId: string; fileId: string }) {
  const [open, setOpen] = useState(false);
  const file = useQuery({ ...fileQueryOptions(siteId, fileId), enabled: open });
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <HistoryIcon aria-hidden="true" />
        History
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent>
          <SheetHeader className="pb-0">
            <SheetTitle>History of the business details</SheetTitle>
            <SheetDescription>
              Every change to {SITE_DATA_PATH}, here or on the page, newest first: the lines it changed, and each
              version to compare with the details as they are.
            </SheetDescription>
          </SheetHeader>
          <div className="min-h-0 flex-1">
            {file.data ? (
              <HistoryPanel siteId={siteId} file={file.data} onClose={() => setOpen(false)} hasHeader={false} />
            ) : (
              <Skeleton className="m-4 h-40" />
            )}
          </div>
        </SheetContent>
      </Sheet>
    </>
  );
}
