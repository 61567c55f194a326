import type { Product } from "@common/schemas/products";
import { ImageIcon } from "lucide-react";
import { Link } from "react-router";
import { ColumnHeads } from "@/components/column-heads";
import { ChooseAllBox, ChooseBox } from "@/components/list-screen/choose-box";
import { Badge } from "@/components/ui/badge";
import type { Selection } from "@/lib/use-selection";
import { cn } from "@/lib/utils";
import { isSoldOut, PRODUCT_STATUS_LABELS, priceRange, stockText } from "../lib/product-words";
import { siteAssetUrl } from "../lib/site-origin";

const CELL = "px-3 py-2 text-left align-middle";
const COLUMNS = [
  "Title",
  { label: "Status", className: "max-sm:hidden" },
  { label: "Price", className: "max-sm:hidden" },
  { label: "Stock", className: "max-sm:hidden" },
];

type Props = {
  products: Product[];
  /** Where the site serves the pictures; null until it is known. */
  origin: string | null;
  selection: Selection;
  isStale: boolean;
};

/** The products as rows: a box to choose each, its picture, title, status, price and stock. */
export function ProductTable({ products, origin, selection, isStale }: Props) {
  return (
    <div className={cn("overflow-x-auto rounded-lg border", isStale && "opacity-60")}>
      <table className="w-full text-sm">
        <caption className="sr-only">Products</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <ColumnHeads
            leading={
              <>
                <th scope="col" className={cn(CELL, "w-10")}>
                  <ChooseAllBox selection={selection} />
                </th>
                <th scope="col" className={cn(CELL, "w-14")}>
                  <span className="sr-only">Picture</span>
                </th>
              </>
            }
            columns={COLUMNS}
            cellClassName={CELL}
          />
        </thead>
        <tbody className="divide-y">
          {products.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              origin={origin}
              isChosen={selection.has(product.id)}
              onChoose={() => selection.toggle(product.id)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = { product: Product; origin: string | null; isChosen: boolean; onChoose: () => void };

function ProductRow({ product, origin, isChosen, onChoose }: RowProps) {
  const picture = product.images[0];
  const soldOut = isSoldOut(product.variants);
  const status = <ProductStatus status={product.status} />;
  const stock = soldOut ? <Badge variant="destructive">Sold out</Badge> : <span>{stockText(product.variants)}</span>;
  const variants = product.variants.length;
  return (
    <tr className={cn(isChosen && "bg-muted/60")}>
      <td className={CELL}>
        <ChooseBox label={`Select ${product.title}`} checked={isChosen} onChange={onChoose} />
      </td>
      <td className={CELL}>
        {picture && origin ? (
          <img
            src={siteAssetUrl(picture.url, origin)}
            alt=""
            className="size-10 rounded-md border object-cover"
            loading="lazy"
          />
        ) : (
          <div className="flex size-10 items-center justify-center rounded-md border border-dashed text-muted-foreground">
            <ImageIcon className="size-4" aria-hidden="true" />
          </div>
        )}
      </td>
      <td className={CELL}>
        <div className="grid min-w-0 gap-0.5">
          <Link
            to={`/admin/commerce/product/${product.id}`}
            className="font-medium break-words underline-offset-4 outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {product.title}
          </Link>
          <span className="text-xs text-muted-foreground">
            {variants === 1 ? product.variants[0]?.sku : `${variants} variants`}
          </span>
          {/* On phones the other columns fold under the title. */}
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs sm:hidden">
            {status}
            <span>{priceRange(product.variants)}</span>
            {stock}
          </span>
        </div>
      </td>
      <td className={cn(CELL, "max-sm:hidden")}>{status}</td>
      <td className={cn(CELL, "whitespace-nowrap tabular-nums max-sm:hidden")}>{priceRange(product.variants)}</td>
      <td className={cn(CELL, "whitespace-nowrap max-sm:hidden")}>{stock}</td>
    </tr>
  );
}

export function ProductStatus({ status }: { status: Product["status"] }) {
  return <Badge variant={status === "active" ? "success" : "secondary"}>{PRODUCT_STATUS_LABELS[status]}</Badge>;
}
