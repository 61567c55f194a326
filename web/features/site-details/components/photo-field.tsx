import type { MediaFile } from "@common/schemas/media";
import { PicturePreview } from "@/components/picture-preview";
import { Button } from "@/components/ui/button";
import { ChoosePictureButton } from "@/features/code-editor";
import { type DataPath, fieldId, getAt, pathKey } from "../lib/data-paths";
import { useDetailsForm } from "./details-form-context";
import { TextField } from "./text-field";

type Props = { path: DataPath; label: string };

/** A /media/ path shown from the site's own host, where the library serves it; an https address as it is. */
function previewUrl(src: string, siteOrigin: string): string {
  return src.startsWith("/media/") ? `${siteOrigin}${src}` : src;
}

/** One photo of the details: chosen from the media library, with what it shows for people who cannot see it. */
export function PhotoField({ path, label }: Props) {
  const { data, errors, update, readOnly, siteId, siteOrigin } = useDetailsForm();
  const src = String(getAt(data, [...path, "src"]) ?? "");
  const alt = String(getAt(data, [...path, "alt"]) ?? "");
  const srcError = errors[pathKey([...path, "src"])];

  function pick(media: MediaFile) {
    update(path, { src: `/media/${media.path}`, alt: alt || media.alt });
  }

  return (
    <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
      <div className="grid content-start gap-2">
        <PicturePreview
          src={src ? previewUrl(src, siteOrigin) : null}
          alt={alt ? `${label}: ${alt}` : label}
          emptyLabel="No photo yet"
          className="aspect-[4/3]"
        />
        {srcError && (
          <p id={`${fieldId([...path, "src"])}`} className="text-sm text-destructive">
            {srcError}
          </p>
        )}
      </div>
      <div className="grid content-start gap-3">
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            <ChoosePictureButton
              siteId={siteId}
              title={`Choose a photo: ${label}`}
              description="A picture of this site's media library. Upload new ones in the library first."
              aria-label={`${src ? "Change photo" : "Add photo"}: ${label}`}
              onPick={pick}
            >
              {src ? "Change photo" : "Add photo"}
            </ChoosePictureButton>
            {src && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove photo: ${label}`}
                onClick={() => update(path, { src: "", alt: "" })}
              >
                Remove photo
              </Button>
            )}
          </div>
        )}
        {src && (
          <TextField
            path={[...path, "alt"]}
            label="What the photo shows"
            hint="Read aloud to people who cannot see it, such as “The shop front on Church Street”."
          />
        )}
      </div>
    </div>
  );
}
