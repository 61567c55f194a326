import type { Variant } from "@common/schemas/products";
import { Trash2Icon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { isStockTyped, type VariantProblems } from "../lib/variant-drafts";
import { type VariantDraft, variantTitle } from "../lib/variant-matrix";

type Props = {
  draft: VariantDraft;
  /** The variant as saved, for what it holds now; undefined for a new row. */
  saved: Variant | undefined;
  problems: VariantProblems | undefined;
  readOnly: boolean;
  canRemove: boolean;
  onChange: (draft: VariantDraft) => void;
  onRemove: () => void;
  /** Opens the stock adjustment for this variant. */
  onAdjust: () => void;
};

/** One variant: its SKU, price and compare-at price in rand, and its stock or Unlimited. */
export function VariantRow({ draft, saved, problems, readOnly, canRemove, onChange, onRemove, onAdjust }: Props) {
  const id = useId();
  const title = variantTitle(draft.options) || "The product";
  const held = saved ? saved.stock : undefined;
  const set = (change: Partial<VariantDraft>) => onChange({ ...draft, ...change });

  const stockTyped = isStockTyped(draft, held);
  // A counted stock of a saved variant is text with its Adjust button, not a field: its heading is no label.
  const field = (name: keyof VariantProblems, label: string, input: ReactNode, isField = true) => {
    const Label = isField ? "label" : "span";
    return (
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={isField ? `${id}-${name}` : undefined} className="text-xs font-medium text-muted-foreground">
          {label}
          <span className="sr-only"> of {title}</span>
        </Label>
        {input}
        {problems?.[name] && (
          <p id={`${id}-${name}-error`} className="text-xs text-destructive">
            {problems[name]}
          </p>
        )}
      </div>
    );
  };
  const inputProps = (name: keyof VariantProblems) => ({
    id: `${id}-${name}`,
    readOnly,
    "aria-invalid": problems?.[name] ? true : undefined,
    "aria-describedby": problems?.[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <li className="grid gap-3 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium break-words">{title}</p>
        {!readOnly && canRemove && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Remove ${title}`}
            title={`Remove ${title}`}
            onClick={onRemove}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[1.2fr_1fr_1fr_1.3fr]">
        {field(
          "sku",
          "SKU",
          <Input {...inputProps("sku")} value={draft.sku} onChange={(e) => set({ sku: e.target.value })} />,
        )}
        {field(
          "price",
          "Price (R)",
          <Input
            {...inputProps("price")}
            inputMode="decimal"
            placeholder="e.g. 249.99"
            value={draft.price}
            onChange={(e) => set({ price: e.target.value })}
          />,
        )}
        {field(
          "compareAt",
          "Compare-at (R)",
          <Input
            {...inputProps("compareAt")}
            inputMode="decimal"
            placeholder="Optional"
            value={draft.compareAt}
            onChange={(e) => set({ compareAt: e.target.value })}
          />,
        )}
        {field(
          "stock",
          "Stock",
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {stockTyped ? (
              <Input
                {...inputProps("stock")}
                inputMode="numeric"
                className="w-24"
                value={draft.stock}
                onChange={(e) => set({ stock: e.target.value })}
              />
            ) : draft.unlimited ? null : (
              <span className="flex items-center gap-2 text-sm tabular-nums">
                <span className={cn(held === 0 && "font-medium text-destructive")}>
                  {held === 0 ? "Sold out" : `${held}`}
                </span>
                {saved && saved.reserved > 0 && (
                  <span className="text-xs text-muted-foreground">({saved.reserved} held)</span>
                )}
                {!readOnly && (
                  <Button type="button" variant="outline" size="sm" className="h-7" onClick={onAdjust}>
                    Adjust<span className="sr-only"> stock of {title}</span>
                  </Button>
                )}
              </span>
            )}
            <label className="flex items-center gap-1.5 text-sm pointer-coarse:min-h-11">
              <Checkbox
                checked={draft.unlimited}
                disabled={readOnly}
                onChange={(e) => set({ unlimited: e.target.checked })}
              />
              Unlimited<span className="sr-only"> stock of {title}</span>
            </label>
          </div>,
          stockTyped,
        )}
      </div>
    </li>
  );
}
