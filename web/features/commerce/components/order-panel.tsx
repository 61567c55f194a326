import type { OrderSummary } from "@common/schemas/orders";
import { useQuery } from "@tanstack/react-query";
import { DetailPanel, DetailPanelFallback } from "@/components/detail-panel";
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
  const query = useQuery(orderQueryOptions(orderId));
  const order = query.data;
  const number = order?.number ?? fromList?.number;
  const title = number !== undefined ? orderName(number) : query.isError ? "Order not found" : "Order";
  return (
    <DetailPanel title={title} backLabel="Back to the orders" fullScreen={fullScreen} onClose={onClose}>
      {order ? (
        <OrderDetail order={order} storeName={storeName} />
      ) : (
        <DetailPanelFallback
          error={query.error}
          notFound="This order is not one of this shop's, or the link is wrong."
          loadingLabel="Loading the order…"
          bodyClassName="h-40"
        />
      )}
    </DetailPanel>
  );
}
