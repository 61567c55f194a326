import type { MediaFile } from "@common/schemas/media";
import { ExternalLinkIcon, FileTextIcon, TypeIcon } from "lucide-react";
import { kindOf } from "../lib/format";

const FRAME = "flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-md border bg-muted/50";

/** The file itself: a picture, a playable video, or for PDFs and fonts what they are and a way to open them. */
export function MediaPreview({ file }: { file: MediaFile }) {
  const kind = kindOf(file.mime);
  if (kind === "image") {
    // The 640 px copy is plenty for a panel this wide; small images and SVGs have none.
    const src = file.variants.find((variant) => variant.width === 640)?.url ?? file.url;
    return (
      <div className={FRAME}>
        <img src={src} alt={file.alt} className="max-h-full max-w-full object-contain" />
      </div>
    );
  }
  if (kind === "video") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without captions; the library only previews them
      <video src={file.url} controls preload="metadata" className="aspect-video w-full rounded-md border bg-black" />
    );
  }
  const Icon = kind === "font" ? TypeIcon : FileTextIcon;
  return (
    <div className={`${FRAME} flex-col gap-2 p-4 text-center`}>
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      {kind === "font" ? (
        <p className="text-sm text-muted-foreground">A web font. Use it in your CSS with @font-face and its URL.</p>
      ) : (
        <a
          href={file.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Open the PDF
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
