import type { MediaFile } from "@common/schemas/media";
import { useRef, useState } from "react";
import { SettingsCard } from "@/components/settings-card";
import { InsertMediaDialog } from "@/features/code-editor";
import { fieldId, getAt } from "../lib/data-paths";
import { useDetailsForm } from "./details-form-context";
import { ListEditor } from "./list-editor";
import { PhotoField } from "./photo-field";

const MAX_GALLERY = 24;
const GALLERY = ["photos", "gallery"];

/** The large photo at the top of the home page, and a gallery; Add photo opens the media library's picker. */
export function PhotosSection() {
  const { data, update, siteId } = useDetailsForm();
  const [picking, setPicking] = useState(false);
  // Focus goes to the new photo's description once one is picked, else back to Add photo.
  const pickedAt = useRef<number | null>(null);
  const gallery = getAt(data, GALLERY);
  const items = Array.isArray(gallery) ? gallery : [];

  function pick(media: MediaFile) {
    setPicking(false);
    update(GALLERY, [...items, { src: `/media/${media.path}`, alt: media.alt }]);
    pickedAt.current = items.length;
  }

  function afterClose() {
    const id = pickedAt.current === null ? `${fieldId(GALLERY)}-add` : fieldId([...GALLERY, pickedAt.current, "alt"]);
    pickedAt.current = null;
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  return (
    <SettingsCard
      id="photos"
      title="Photos"
      description="Pictures of the business from this site's media library, each with a few words on what it shows."
    >
      <div className="grid gap-6">
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Main photo</h3>
          <PhotoField path={["photos", "hero"]} label="Main photo" />
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Gallery</h3>
          <ListEditor
            path={GALLERY}
            itemLabel="Gallery photo"
            newItem={() => ({ src: "", alt: "" })}
            onAdd={() => setPicking(true)}
            addLabel="Add photo"
            empty="No photos in the gallery yet."
            max={MAX_GALLERY}
          >
            {(index) => <PhotoField path={[...GALLERY, index]} label={`Gallery photo ${index + 1}`} />}
          </ListEditor>
        </div>
      </div>
      <InsertMediaDialog
        siteId={siteId}
        open={picking}
        onOpenChange={setPicking}
        title="Add a photo to the gallery"
        description="A picture of this site's media library. Upload new ones in the library first."
        imagesOnly
        onClosed={afterClose}
        onPick={pick}
      />
    </SettingsCard>
  );
}
