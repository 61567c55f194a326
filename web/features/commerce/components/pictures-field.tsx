import { ArrowLeftIcon, ArrowRightIcon, ImageIcon, ImagePlusIcon, XIcon } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ChoosePictureButton } from "@/features/code-editor";
import { cn } from "@/lib/utils";
import { siteAssetUrl } from "../lib/site-origin";

/** A picture of the product: a media library file, shown from the site's host. */
export type Picture = { id: string; url: string; name: string };

/** The most pictures a product has, as the server allows. */
const MAX_PICTURES = 20;

type Props = {
  siteId: string;
  /** Where the site serves its pictures; null until it is known. */
  origin: string | null;
  pictures: Picture[];
  readOnly: boolean;
  onChange: (pictures: Picture[]) => void;
};

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The product's pictures from the site's media library, the first shown first. They are reordered by
 * dragging, or with the Move earlier / Move later buttons from the keyboard.
 */
export function PicturesField({ siteId, origin, pictures, readOnly, onChange }: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const adder = useRef<HTMLButtonElement>(null);

  function move(from: number, to: number) {
    if (to < 0 || to >= pictures.length) return;
    onChange(moved(pictures, from, to));
    setAnnouncement(`${pictures[from]?.name} is now picture ${to + 1} of ${pictures.length}`);
  }

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragged !== null && dragged !== to) move(dragged, to);
    setDragged(null);
  }

  return (
    <div className="grid gap-3">
      {pictures.length === 0 ? (
        <div className="flex items-center gap-3 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          <ImageIcon className="size-5 shrink-0" aria-hidden="true" />
          No pictures yet. The first picture is the one buyers see in the shop.
        </div>
      ) : (
        <ol aria-label="Pictures" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {pictures.map((picture, index) => (
            <li
              key={picture.id}
              draggable={!readOnly}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => setDragged(null)}
              className={cn(
                "grid gap-1 rounded-md border bg-card p-1.5",
                !readOnly && "cursor-grab",
                dragged === index && "opacity-50",
              )}
            >
              <div className="relative">
                {origin ? (
                  <img
                    src={siteAssetUrl(picture.url, origin)}
                    alt={picture.name}
                    className="aspect-square w-full rounded object-cover"
                  />
                ) : (
                  <div className="aspect-square w-full rounded bg-muted" />
                )}
                {index === 0 && (
                  <span className="absolute top-1 left-1 rounded bg-background/90 px-1.5 py-0.5 text-xs font-medium">
                    First
                  </span>
                )}
              </div>
              {!readOnly && (
                <div className="flex items-center justify-between gap-1">
                  <IconButton
                    label={`Move ${picture.name} earlier`}
                    icon={ArrowLeftIcon}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <IconButton
                    label={`Remove ${picture.name}`}
                    icon={XIcon}
                    onClick={() => {
                      onChange(pictures.filter((each) => each.id !== picture.id));
                      setAnnouncement(`${picture.name} removed`);
                      adder.current?.focus();
                    }}
                  />
                  <IconButton
                    label={`Move ${picture.name} later`}
                    icon={ArrowRightIcon}
                    disabled={index === pictures.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {!readOnly && (
        <div>
          <ChoosePictureButton
            ref={adder}
            siteId={siteId}
            title="Add a picture"
            description="Choose a picture of this site's media library. Upload new ones in the media library."
            disabled={pictures.length >= MAX_PICTURES}
            onPick={(media) => {
              if (pictures.some((each) => each.id === media.id)) return;
              onChange([...pictures, { id: media.id, url: media.url, name: media.name }]);
              setAnnouncement(`${media.name} added`);
            }}
          >
            <ImagePlusIcon aria-hidden="true" />
            Add picture
          </ChoosePictureButton>
        </div>
      )}
    </div>
  );
}

type IconButtonProps = { label: string; icon: typeof XIcon; disabled?: boolean; onClick: () => void };

function IconButton({ label, icon: Icon, disabled, onClick }: IconButtonProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-7"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
