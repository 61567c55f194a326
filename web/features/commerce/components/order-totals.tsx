import { formatRand } from "@common/plans";
import type { Order } from "@common/schemas/orders";
import { ColumnHeads } from "@/components/column-heads";
import { cn } from "@/lib/utils";
import { SHIPPING_LABELS } from "../lib/order-words";

const CELL = "py-1.5 text-left align-top";
const COLUMNS = ["Item", { label: "Qty", className: "px-2 text-right" }, { label: "Amount", className: "text-right" }];

/** What was bought, line by line, and the totals: subtotal, delivery, the VAT inside (if any) and the total. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Items</caption>
      <thead className="border-b text-xs text-muted-foreground">
        <ColumnHeads columns={COLUMNS} cellClassName={CELL} />
      </thead>
      <tbody className="divide-y">
        {order.lines.map((line) => (
          <tr key={line.variant_id}>
            <td className={CELL}>
              <span className="font-medium">{line.title}</span>
              {line.variant_title && line.variant_title !== line.title && (
                <span className="block text-xs text-muted-foreground">{line.variant_title}</span>
              )}
              <span className="block text-xs text-muted-foreground">{formatRand(line.unit_price_cents)} each</span>
            </td>
            <td className={cn(CELL, "px-2 text-right tabular-nums")}>{line.quantity}</td>
            <td className={cn(CELL, "text-right tabular-nums")}>{formatRand(line.line_total_cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t text-sm">
        <Total label="Subtotal" cents={order.subtotal_cents} />
        <Total
          label={order.shipping_option === "flat" ? SHIPPING_LABELS.flat : SHIPPING_LABELS.collection}
          cents={order.shipping_cents}
        />
        <Total label="Total" cents={order.total_cents} strong />
        {order.vat_cents > 0 && <Total label="incl. VAT" cents={order.vat_cents} muted />}
      </tfoot>
    </table>
  );
}

type TotalProps = { label: string; cents: number; strong?: boolean; muted?: boolean };

function Total({ label, cents, strong, muted }: TotalProps) {
  const classes = cn(strong && "font-semibold", muted && "text-xs text-muted-foreground");
  return (
    <tr>
      <th scope="row" colSpan={2} className={cn(CELL, "font-normal", classes)}>
        {label}
      </th>
      <td className={cn(CELL, "text-right tabular-nums", classes)}>{formatRand(cents)}</td>
    </tr>
  );
}
