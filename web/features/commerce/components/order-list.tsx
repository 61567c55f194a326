import { formatRand } from "@common/plans";
import type { OrderSummary } from "@common/schemas/orders";
import { Badge } from "@/components/ui/badge";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { itemCount, ORDER_STATUS_LABELS, orderName } from "../lib/order-words";

type Props = {
  orders: OrderSummary[];
  openId: string | null;
  isStale: boolean;
  onOpen: (id: string) => void;
};

/** The shop's orders, newest first: number, buyer, what and how much, status and age. */
export function OrderList({ orders, openId, isStale, onOpen }: Props) {
  return (
    <ul aria-label="Orders" className={cn("divide-y rounded-lg border", isStale && "opacity-60")}>
      {orders.map((order) => {
        const isOpen = order.id === openId;
        return (
          <li key={order.id} className={cn(isOpen && "bg-accent")}>
            <button
              type="button"
              aria-current={isOpen ? "true" : undefined}
              className="grid w-full gap-1 px-3 py-2.5 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
              onClick={() => onOpen(order.id)}
            >
              <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold">{orderName(order.number)}</span>
                <span className="min-w-0 flex-1 truncate">{order.customer.name}</span>
                <span className="font-medium tabular-nums">{formatRand(order.total_cents)}</span>
              </span>
              <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <OrderStatusBadge status={order.status} />
                <span>{itemCount(order.items)}</span>
                <span aria-hidden="true">·</span>
                <span className="truncate">{order.customer.email}</span>
                <time dateTime={order.created_at} title={formatFullTime(order.created_at)} className="ml-auto">
                  {formatRelativeTime(order.created_at)}
                </time>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const STATUS_VARIANTS = {
  pending_payment: "outline",
  paid: "default",
  fulfilled: "success",
  cancelled: "secondary",
  refunded: "secondary",
} as const;

export function OrderStatusBadge({ status }: { status: OrderSummary["status"] }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
