import type { OrderSummary } from "@common/schemas/orders";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { orderQueryOptions } from "../api/orders-api";
import { orderName } from "../lib/order-words";
import { OrderDetail } from "./order-detail";

type Props = {
  orderId: string;
  storeName: string;
  /** The order as the list has it, for its title while its own copy loads. */
  fromList: OrderSummary | undefined;
  /** Narrow screens: the order fills the screen, with Back; wide ones: a panel beside the list. */
  fullScreen: boolean;
  onClose: () => void;
};

/** The open order, beside the list or in its place. */
export function OrderPanel({ orderId, storeName, fromList, fullScreen, onClose }: Props) {
  const titleId = useId();
  const query = useQuery(orderQueryOptions(orderId));
  const order = query.data;
  const number = order?.number ?? fromList?.number;
  const title = number !== undefined ? orderName(number) : query.isError ? "Order not found" : "Order";

  const close = fullScreen ? (
    <Button variant="outline" className="justify-self-start" onClick={onClose}>
      <ArrowLeftIcon aria-hidden="true" />
      Back to the orders
    </Button>
  ) : (
    <Button variant="ghost" size="icon" className="-m-1 size-8 shrink-0" aria-label="Close" onClick={onClose}>
      <XIcon aria-hidden="true" />
    </Button>
  );
  const body = order ? (
    <OrderDetail order={order} storeName={storeName} />
  ) : query.isError ? (
    <p className="text-sm text-muted-foreground">
      {query.error instanceof ApiError && query.error.status === 404
        ? "This order is not one of this shop's, or the link is wrong."
        : query.error.message}
    </p>
  ) : (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">Loading the order…</span>
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-40" />
    </div>
  );

  if (fullScreen) {
    return (
      <section aria-labelledby={titleId} className="grid gap-4">
        {close}
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        {body}
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId} className="max-h-[calc(100svh-6rem)] overflow-y-auto rounded-lg border bg-card">
      <div className="flex items-start justify-between gap-2 border-b p-4">
        <h2 id={titleId} className="min-w-0 font-semibold">
          {title}
        </h2>
        {close}
      </div>
      <div className="p-4">{body}</div>
    </section>
  );
}
