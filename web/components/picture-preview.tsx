import { ImageIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type Props = {
  /** The picture's address, or null where none is chosen yet. */
  src: string | null;
  alt: string;
  /** Read out where no picture is chosen: "No cover image". */
  emptyLabel: string;
  /** Its shape: "aspect-video", "aspect-[4/3]". */
  className: string;
};

/** A chosen picture at the width of its field, or a dashed box of the same shape where there is none. */
export function PicturePreview({ src, alt, emptyLabel, className }: Props) {
  if (src) return <img src={src} alt={alt} className={cn("w-full rounded-md border object-cover", className)} />;
  return (
    <div
      className={cn(
        "flex w-full items-center justify-center rounded-md border border-dashed text-muted-foreground",
        className,
      )}
    >
      <ImageIcon className="size-6" aria-hidden="true" />
      <span className="sr-only">{emptyLabel}</span>
    </div>
  );
}
