import { formatRand } from "@common/plans";
import { ImageIcon } from "lucide-react";
import { parseRand } from "../lib/rand";
import { siteAssetUrl } from "../lib/site-origin";
import type { VariantDraft } from "../lib/variant-matrix";
import type { Picture } from "./pictures-field";

type Props = {
  title: string;
  picture: Picture | undefined;
  /** Where the site serves its pictures; null until it is known. */
  origin: string | null;
  drafts: readonly VariantDraft[];
  /** What the saved variants hold, by id: a sold-out count shows as "Sold out". */
  available: ReadonlyMap<string, number | null>;
};

/** The lowest priced variant that reads as a price, with its compare-at price. */
function shownPrice(drafts: readonly VariantDraft[]) {
  const priced = drafts
    .map((draft) => ({ price: parseRand(draft.price), compareAt: parseRand(draft.compareAt) }))
    .filter((each): each is { price: number; compareAt: number | null } => each.price !== null);
  if (priced.length === 0) return null;
  const lowest = priced.reduce((low, each) => (each.price < low.price ? each : low));
  const differs = priced.some((each) => each.price !== lowest.price);
  return { ...lowest, from: differs };
}

function isSoldOut(drafts: readonly VariantDraft[], available: ReadonlyMap<string, number | null>): boolean {
  return (
    drafts.length > 0 &&
    drafts.every((draft) => {
      if (draft.unlimited) return false;
      const held = draft.id ? available.get(draft.id) : undefined;
      return held !== undefined && held !== null ? held <= 0 : Number(draft.stock) <= 0;
    })
  );
}

/** How the product's card reads in the shop as it is being edited: picture, title, price, and Sold out. */
export function ProductPreview({ title, picture, origin, drafts, available }: Props) {
  const price = shownPrice(drafts);
  const soldOut = isSoldOut(drafts, available);
  return (
    <figure className="grid gap-2 max-lg:max-w-xs">
      <figcaption className="text-sm font-medium">Preview in the shop</figcaption>
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <div className="relative aspect-square bg-muted">
          {picture && origin ? (
            <img src={siteAssetUrl(picture.url, origin)} alt="" className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center text-muted-foreground">
              <ImageIcon className="size-10" aria-hidden="true" />
              <span className="sr-only">No picture</span>
            </div>
          )}
          {soldOut && (
            <span className="absolute top-2 left-2 rounded-md bg-foreground px-2 py-1 text-xs font-semibold text-background">
              Sold out
            </span>
          )}
        </div>
        <div className="grid gap-1 p-4">
          <p className="font-semibold break-words">{title.trim() || "Untitled product"}</p>
          {price ? (
            <p className="flex flex-wrap items-baseline gap-2 tabular-nums">
              <span className="font-medium">
                {price.from ? "From " : ""}
                {formatRand(price.price)}
              </span>
              {price.compareAt !== null && price.compareAt > price.price && (
                <s className="text-sm text-muted-foreground">
                  <span className="sr-only">Was </span>
                  {formatRand(price.compareAt)}
                </s>
              )}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">No price yet</p>
          )}
        </div>
      </div>
    </figure>
  );
}
