import type { Order } from "@common/schemas/orders";
import { BanIcon, CheckCircle2Icon, MessageSquarePlusIcon, PrinterIcon, TruckIcon, Undo2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { OrderActionDialog, type OrderActionKind } from "./order-action-dialog";
import { PackingSlip } from "./packing-slip";

type Action = { kind: OrderActionKind; label: string; icon: typeof BanIcon; destructive?: boolean };

/** What may be done to an order in its status: an EFT order paid, a paid one sent, cancelled or refunded. */
function actionsFor(order: Order): Action[] {
  const paid: Action = { kind: "paid", label: "Mark paid", icon: CheckCircle2Icon };
  const fulfil: Action = { kind: "fulfil", label: "Mark fulfilled", icon: TruckIcon };
  const cancel: Action = { kind: "cancel", label: "Cancel order", icon: BanIcon, destructive: true };
  const refund: Action = { kind: "refund", label: "Refund", icon: Undo2Icon, destructive: true };
  switch (order.status) {
    case "pending_payment":
      return order.payment_method === "eft" ? [paid, cancel] : [cancel];
    case "paid":
      return [fulfil, cancel, refund];
    case "fulfilled":
      return [refund];
    default:
      return [];
  }
}

/** The order's actions, each asking first in a dialog, with Add note and the packing slip to print. */
export function OrderActions({ order, storeName }: { order: Order; storeName: string }) {
  const [open, setOpen] = useState<OrderActionKind | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      {actionsFor(order).map((action) => (
        <RequiresPermission key={action.kind} permission="order:manage">
          <Button variant={action.destructive ? "outline" : "default"} size="sm" onClick={() => setOpen(action.kind)}>
            <action.icon aria-hidden="true" />
            {action.label}
          </Button>
        </RequiresPermission>
      ))}
      <RequiresPermission permission="order:manage">
        <Button variant="outline" size="sm" onClick={() => setOpen("note")}>
          <MessageSquarePlusIcon aria-hidden="true" />
          Add note
        </Button>
      </RequiresPermission>
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <PrinterIcon aria-hidden="true" />
        Packing slip
      </Button>
      <PackingSlip order={order} storeName={storeName} />
      {open && <OrderActionDialog order={order} kind={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
