import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

/** Marks a history entry the list pushed when it opened an order, so closing it goes back. */
type OpenedState = { openedOrder?: boolean };

/** The open order lives in the address (`?order={id}`), beside the status filter, so links and Back work. */
export function useOrderPlace() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const orderId = params.get("order") || null;
  const openedHere = (location.state as OpenedState | null)?.openedOrder === true;

  const searchWith = useCallback(
    (orderId: string | null) => {
      const next = new URLSearchParams(params);
      if (orderId) next.set("order", orderId);
      else next.delete("order");
      const search = next.toString();
      return search ? `?${search}` : "?";
    },
    [params],
  );

  const open = useCallback(
    (id: string) =>
      // From one open order to the next replaces the entry: Back leaves the order, not each one seen.
      navigate({ search: searchWith(id) }, { replace: openedHere, state: { openedOrder: true } satisfies OpenedState }),
    [navigate, searchWith, openedHere],
  );

  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else navigate({ search: searchWith(null) }, { replace: true });
  }, [navigate, searchWith, openedHere]);

  /** Changes the status filter, keeping the open order. */
  const setStatus = useCallback(
    (status: string) => {
      const next = new URLSearchParams(params);
      if (status) next.set("status", status);
      else next.delete("status");
      navigate({ search: `?${next}` }, { replace: true, state: location.state });
    },
    [navigate, params, location.state],
  );

  return { orderId, status: params.get("status") ?? "", open, close, setStatus };
}
