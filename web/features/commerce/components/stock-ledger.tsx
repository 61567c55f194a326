import type { Product } from "@common/schemas/products";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ColumnHeads } from "@/components/column-heads";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatFullTime, formatShortTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { stockLedgerQueryOptions } from "../api/products-api";
import { orderName } from "../lib/order-words";

const CELL = "px-3 py-2 text-left align-top";
const COLUMNS = [
  "When",
  "Variant",
  { label: "Change", className: "text-right" },
  "Reason",
  { label: "By", className: "max-sm:hidden" },
];
/** The newest changes shown at first; the rest wait for "Show all". */
const FIRST_SHOWN = 20;

/** Every change to the product's stock, newest first: when, which variant, how much, why and who. */
export function StockLedger({ product }: { product: Product }) {
  const ledger = useQuery(stockLedgerQueryOptions(product.id));
  const [all, setAll] = useState(false);
  if (ledger.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Loading the stock ledger…</span>
        <Skeleton className="h-24" />
      </div>
    );
  }
  const movements = ledger.data ?? [];
  if (movements.length === 0) {
    return <p className="text-sm text-muted-foreground">No stock changes yet.</p>;
  }
  const shown = all ? movements : movements.slice(0, FIRST_SHOWN);
  const titleOf = (variantId: string) =>
    product.variants.find((variant) => variant.id === variantId)?.title ?? "A removed variant";
  return (
    <div className="grid gap-2">
      <div className="rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">Stock ledger</caption>
          <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
            <ColumnHeads columns={COLUMNS} cellClassName={CELL} />
          </thead>
          <tbody className="divide-y">
            {shown.map((movement) => (
              <tr key={movement.id}>
                <td className={cn(CELL, "text-muted-foreground sm:whitespace-nowrap")}>
                  <time dateTime={movement.created_at} title={formatFullTime(movement.created_at)}>
                    {formatShortTime(movement.created_at)}
                  </time>
                </td>
                <td className={CELL}>{titleOf(movement.variant_id)}</td>
                <td className={cn(CELL, "text-right font-medium tabular-nums")}>
                  {movement.change > 0 ? `+${movement.change}` : movement.change}
                </td>
                <td className={CELL}>
                  {movement.reason}
                  {movement.order_number !== null && (
                    <span className="text-muted-foreground"> · {orderName(movement.order_number)}</span>
                  )}
                </td>
                <td className={cn(CELL, "text-muted-foreground max-sm:hidden")}>{movement.by ?? "Shop"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {movements.length > shown.length && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setAll(true)}>
          Show all {movements.length} changes
        </Button>
      )}
    </div>
  );
}
