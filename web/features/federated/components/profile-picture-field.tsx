import type { MediaFile } from "@common/schemas/media";
import { PicturePreview } from "@/components/picture-preview";
import { Button } from "@/components/ui/button";
import { ChoosePictureButton } from "@/features/code-editor";

type Props = {
  siteId: string;
  /** "Avatar", "Header picture". */
  label: string;
  hint: string;
  /** The chosen picture's media id, or null. */
  mediaId: string | null;
  /** The site's media library, to show the chosen picture; undefined while it loads. */
  pictures: MediaFile[] | undefined;
  readOnly: boolean;
  /** Its shape and width: "aspect-square w-24". */
  className: string;
  onChange: (mediaId: string | null) => void;
};

/** The profile's avatar or header, chosen from the site's media library. */
export function ProfilePictureField({ siteId, label, hint, mediaId, pictures, readOnly, className, onChange }: Props) {
  const picture = mediaId ? pictures?.find((media) => media.id === mediaId) : undefined;
  const src = picture ? (picture.thumbnail_url ?? picture.url) : null;
  const missing = mediaId && pictures && !picture;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium leading-none">{label}</p>
      <PicturePreview
        src={src}
        alt={`${label}: ${picture?.alt || picture?.name || ""}`}
        emptyLabel={`No ${label.toLowerCase()}`}
        className={className}
      />
      <p className="text-sm text-muted-foreground">
        {missing ? "The chosen picture is no longer in the media library: choose another." : hint}
      </p>
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          <ChoosePictureButton
            siteId={siteId}
            title={`Choose the ${label.toLowerCase()}`}
            description="A picture of this site's media library. Upload new ones in the library first."
            aria-label={`${mediaId ? "Change" : "Choose"} ${label.toLowerCase()}`}
            onPick={(media: MediaFile) => onChange(media.id)}
          >
            {mediaId ? "Change" : "Choose"} {label.toLowerCase()}
          </ChoosePictureButton>
          {mediaId && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              Remove {label.toLowerCase()}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
