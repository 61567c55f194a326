import type { MediaFile } from "@common/schemas/media";
import { FileIcon, FileTextIcon, FilmIcon, ImageIcon, TypeIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { kindOf } from "../lib/format";

const KIND_ICONS = { image: ImageIcon, video: FilmIcon, pdf: FileTextIcon, font: TypeIcon, file: FileIcon };

/** A file's small picture: its thumbnail when it has one, else an icon of its kind. Decorative: the name says what it is. */
export function MediaThumb({
  file,
  className,
}: {
  file: Pick<MediaFile, "mime" | "thumbnail_url">;
  className?: string;
}) {
  if (file.thumbnail_url) {
    return (
      <img
        src={file.thumbnail_url}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn("object-cover", className)}
        draggable={false}
      />
    );
  }
  const Icon = KIND_ICONS[kindOf(file.mime)];
  return (
    <div className={cn("flex items-center justify-center bg-muted text-muted-foreground", className)}>
      <Icon className="size-1/3 max-h-10 max-w-10" aria-hidden="true" />
    </div>
  );
}
