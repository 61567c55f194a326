import { orderApi } from "@common/api/commerce";
import type { Order } from "@common/schemas/orders";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { commerceKeys, type OrderFilter } from "./commerce-keys";

export function ordersQueryOptions(storeId: string, filter: OrderFilter) {
  return queryOptions({
    queryKey: commerceKeys.orderList(storeId, filter),
    queryFn: async () => (await callApi(orderApi.list, { params: { storeId }, query: filter })).orders,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: commerceKeys.order(orderId),
    queryFn: () => callApi(orderApi.get, { params: { orderId } }),
    // An order that is not found is said in the panel.
    meta: { silent: true },
  });
}

export type OrderAction =
  | { kind: "paid"; note: string }
  | { kind: "fulfil"; note: string; tracking_number: string }
  | { kind: "cancel"; note: string }
  | { kind: "refund"; note: string }
  | { kind: "note"; note: string };

function runAction(orderId: string, action: OrderAction): Promise<Order> {
  const params = { orderId };
  switch (action.kind) {
    case "paid":
      return callApi(orderApi.markPaid, { params, json: { note: action.note } });
    case "fulfil":
      return callApi(orderApi.fulfil, {
        params,
        json: { note: action.note, tracking_number: action.tracking_number },
      });
    case "cancel":
      return callApi(orderApi.cancel, { params, json: { note: action.note } });
    case "refund":
      return callApi(orderApi.refund, { params, json: { note: action.note } });
    case "note":
      return callApi(orderApi.addNote, { params, json: { note: action.note } });
  }
}

/**
 * What is done to an order: paid, fulfilled, cancelled, refunded, or a note. The answer is the order as it
 * now stands; the shop's lists, its figures and the products' stock are read again. The dialog that asked
 * shows a refusal in place.
 */
export function useOrderAction(orderId: string, storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => runAction(orderId, action),
    meta: { silent: true },
    onSuccess: (order) => {
      queryClient.setQueryData(commerceKeys.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: [...commerceKeys.all, "stores"] });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.products(storeId) });
      return queryClient.invalidateQueries({ queryKey: commerceKeys.orders(storeId) });
    },
  });
}
