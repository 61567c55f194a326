import { PicturePreview } from "@/components/picture-preview";
import { Button } from "@/components/ui/button";
import { ChoosePictureButton } from "@/features/code-editor";
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
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium leading-none">Cover image</p>
      <PicturePreview
        src={cover ? siteAssetUrl(cover, siteOrigin) : null}
        alt="The cover"
        emptyLabel="No cover image"
        className="aspect-video"
      />
      {!readOnly && (
        <div className="flex gap-2">
          <ChoosePictureButton
            siteId={siteId}
            title="Choose a cover image"
            description="The picture shown with the post on the blog and when it is shared."
            onPick={(media) => onChange(`/media/${media.path}`)}
          >
            {cover ? "Change cover" : "Choose cover"}
          </ChoosePictureButton>
          {cover && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")}>
              Remove cover
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
