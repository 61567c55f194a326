import { ImageIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { InsertMediaDialog } from "@/features/code-editor";
import { siteAssetUrl } from "../lib/editor-extensions";

type Props = {
  siteId: string;
  siteOrigin: string;
  cover: string;
  readOnly: boolean;
  onChange: (cover: string) => void;
};

/** The post's cover picture, chosen from the site's media library. */
export function CoverField({ siteId, siteOrigin, cover, readOnly, onChange }: Props) {
  const [picking, setPicking] = useState(false);
  const chooser = useRef<HTMLButtonElement>(null);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium leading-none">Cover image</p>
      {cover ? (
        <img
          src={siteAssetUrl(cover, siteOrigin)}
          alt="The cover"
          className="aspect-video w-full rounded-md border object-cover"
        />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded-md border border-dashed text-muted-foreground">
          <ImageIcon className="size-6" aria-hidden="true" />
          <span className="sr-only">No cover image</span>
        </div>
      )}
      {!readOnly && (
        <div className="flex gap-2">
          <Button ref={chooser} type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
            {cover ? "Change cover" : "Choose cover"}
          </Button>
          {cover && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")}>
              Remove cover
            </Button>
          )}
        </div>
      )}
      <InsertMediaDialog
        siteId={siteId}
        open={picking}
        onOpenChange={setPicking}
        title="Choose a cover image"
        description="The picture shown with the post on the blog and when it is shared."
        imagesOnly
        onClosed={() => chooser.current?.focus()}
        onPick={(media) => {
          setPicking(false);
          onChange(`/media/${media.path}`);
        }}
      />
    </div>
  );
}
