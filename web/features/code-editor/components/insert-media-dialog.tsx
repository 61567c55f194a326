import type { MediaFile } from "@common/schemas/media";
import { useQuery } from "@tanstack/react-query";
import { FileIcon, ImageIcon, SearchIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { mediaPickerQueryOptions } from "../api/media";

type Props = {
  siteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A file was chosen: the dialog closes and the editor writes its snippet. */
  onPick: (media: MediaFile) => void;
  /** Other words than "Insert media", for another use of the picker (a post's cover image). */
  title?: string;
  description?: string;
  /** Only pictures are offered (a post's images). */
  imagesOnly?: boolean;
  /** Once the dialog has gone, picked or not: an editor whose focus the dialog held takes it back. */
  onClosed?: () => void;
};

/** "Insert media": the site's media library with thumbnails and a search; a click inserts at the cursor. */
export function InsertMediaDialog({
  siteId,
  open,
  onOpenChange,
  onPick,
  title,
  description,
  imagesOnly,
  onClosed,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          className="flex max-h-[calc(100dvh-2rem)] flex-col sm:max-w-2xl"
          // The editor takes the focus back itself, at the inserted text.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed?.();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title ?? "Insert media"}</DialogTitle>
            <DialogDescription>
              {description ?? "Choose a file of this site's media library to insert at the cursor."}
            </DialogDescription>
          </DialogHeader>
          <MediaChoices siteId={siteId} onPick={onPick} imagesOnly={imagesOnly} />
          <DialogFooter>
            <Button variant="outline" asChild>
              <Link to={`/admin/media/${siteId}`}>Open the media library</Link>
            </Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

function matches(file: MediaFile, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${file.path} ${file.alt}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function MediaChoices({ siteId, onPick, imagesOnly }: Pick<Props, "siteId" | "onPick" | "imagesOnly">) {
  const [query, setQuery] = useState("");
  const media = useQuery(mediaPickerQueryOptions(siteId));
  if (media.isPending) {
    return (
      <div role="status" aria-label="Loading media" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
          <Skeleton key={index} className="aspect-square w-full" />
        ))}
      </div>
    );
  }
  const files = (media.data ?? []).filter((file) => !imagesOnly || file.mime.startsWith("image/"));
  if (files.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-md border border-dashed px-4 py-10 text-center">
        <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">This site's media library is empty</p>
        <p className="text-sm text-muted-foreground">
          Upload pictures and files in the{" "}
          <Link to={`/admin/media/${siteId}`} className="text-primary underline underline-offset-4">
            media library
          </Link>
          , then insert them here.
        </p>
      </div>
    );
  }
  const shown = files.filter((file) => matches(file, query));
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="relative">
        <SearchIcon aria-hidden="true" className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search media"
          placeholder="Search by name or alt text"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="pl-8"
          autoFocus
        />
      </div>
      {shown.length === 0 ? (
        <p role="status" className="py-8 text-center text-sm text-muted-foreground">
          No media matches "{query.trim()}".
        </p>
      ) : (
        <ul aria-label="Media" className="grid min-h-0 grid-cols-2 gap-3 overflow-y-auto p-0.5 sm:grid-cols-4">
          {shown.map((file) => (
            <li key={file.id}>
              <MediaChoice file={file} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MediaChoice({ file, onPick }: { file: MediaFile; onPick: (media: MediaFile) => void }) {
  const name = file.path.slice(file.path.lastIndexOf("/") + 1);
  return (
    <button
      type="button"
      onClick={() => onPick(file)}
      title={file.path}
      className="flex w-full flex-col gap-1.5 rounded-md border p-1.5 text-left text-xs outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-sm bg-muted">
        {file.thumbnail_url ? (
          <img src={file.thumbnail_url} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <FileIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        )}
      </span>
      <span className="truncate font-medium">{name}</span>
      {file.path !== name && <span className="truncate text-muted-foreground">{file.path}</span>}
    </button>
  );
}
