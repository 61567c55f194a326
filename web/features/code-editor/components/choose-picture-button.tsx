import type { MediaFile } from "@common/schemas/media";
import { type ComponentProps, type RefObject, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { InsertMediaDialog } from "./insert-media-dialog";

type Props = Omit<ComponentProps<typeof Button>, "ref" | "type" | "onClick" | "title"> & {
  siteId: string;
  /** The picker's title and the line under it: "Choose a cover image". */
  title: string;
  description: string;
  onPick: (media: MediaFile) => void;
  /** For a field that moves the focus to the button itself (after removing a picture, say). */
  ref?: RefObject<HTMLButtonElement | null>;
};

/**
 * A button that opens the media library's picker, pictures only; the picker closes once one is picked
 * and the focus comes back to the button.
 */
export function ChoosePictureButton({ siteId, title, description, onPick, ref, ...button }: Props) {
  const [picking, setPicking] = useState(false);
  const ownRef = useRef<HTMLButtonElement>(null);
  const buttonRef = ref ?? ownRef;
  return (
    <>
      <Button ref={buttonRef} type="button" variant="outline" size="sm" onClick={() => setPicking(true)} {...button} />
      <InsertMediaDialog
        siteId={siteId}
        open={picking}
        onOpenChange={setPicking}
        title={title}
        description={description}
        imagesOnly
        onClosed={() => buttonRef.current?.focus()}
        onPick={(media) => {
          setPicking(false);
          onPick(media);
        }}
      />
    </>
  );
}
