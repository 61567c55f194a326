import type { Store } from "@common/schemas/commerce";
import { ORDER_STATUSES, type OrderStatus } from "@common/schemas/orders";
import { useQuery } from "@tanstack/react-query";
import { InboxIcon, ReceiptIcon } from "lucide-react";
import { useParams } from "react-router";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListNoMatch } from "@/components/list-screen/list-no-match";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSearch } from "@/components/list-screen/list-search";
import { ListSelect } from "@/components/list-screen/list-select";
import { ListLoading, ListStates } from "@/components/list-screen/list-states";
import { PageContainer } from "@/components/page-container";
import { usePermission } from "@/features/auth";
import { useMediaQuery } from "@/lib/use-media-query";
import { ordersQueryOptions } from "../api/orders-api";
import { OrderList } from "../components/order-list";
import { OrderPanel } from "../components/order-panel";
import { StoreRoute } from "../components/store-route";
import { useOrderPlace } from "../hooks/use-order-place";
import { useSearchFilter } from "../hooks/use-search-filter";
import { ORDER_STATUS_LABELS, orderCount } from "../lib/order-words";

/** /admin/commerce/orders/:id (the shop's id): its orders, and the one open in `?order=`. */
export function OrdersPage() {
  const { id = "" } = useParams();
  return (
    <StoreRoute storeId={id} title="Orders">
      {(store) => <Orders store={store} />}
    </StoreRoute>
  );
}

function isStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

function Orders({ store }: { store: Store }) {
  const { allowed, reason } = usePermission("order:manage");
  const place = useOrderPlace();
  const status = isStatus(place.status) ? place.status : undefined;
  const { search, setSearch, q, filter, isFiltered } = useSearchFilter(status);
  const list = useQuery(ordersQueryOptions(store.id, filter));
  const isWide = useMediaQuery("(min-width: 1024px)");

  const panel = place.orderId && (
    <OrderPanel
      key={place.orderId}
      orderId={place.orderId}
      storeName={store.name}
      fromList={list.data?.find((order) => order.id === place.orderId)}
      fullScreen={!isWide}
      onClose={place.close}
    />
  );
  // Under 1024 px an open order takes the whole screen, with its own way back.
  if (panel && !isWide) return <PageContainer className="max-w-3xl">{panel}</PageContainer>;

  return (
    <ListScreen
      title="Orders"
      icon={ReceiptIcon}
      className="max-w-7xl"
      description={
        allowed ? `What buyers ordered from ${store.name}.` : `What buyers ordered from ${store.name}. ${reason}.`
      }
      back={{ to: "/admin/commerce", label: "Back to Commerce" }}
    >
      <div className="flex items-start gap-6">
        <div className="grid min-w-0 flex-1 gap-4">
          <div className="flex flex-wrap gap-2">
            <ListSearch
              label="Search orders by number, name or email"
              placeholder="Number, name or email"
              value={search}
              onChange={setSearch}
            />
            <ListSelect
              label="Status"
              value={status ?? ""}
              allLabel="All orders"
              options={ORDER_STATUSES.map((each) => ({ value: each, label: ORDER_STATUS_LABELS[each] }))}
              onChange={place.setStatus}
            />
          </div>
          <ListStates
            query={list}
            loading={<ListLoading label="Loading orders…" count={4} itemClassName="h-16" />}
            errorTitle="Error loading orders"
          >
            {(orders) =>
              orders.length === 0 ? (
                isFiltered ? (
                  <ListNoMatch
                    things="orders"
                    search={q}
                    description="The search looks at order numbers and buyers' names and emails, within the status chosen."
                    onClear={() => {
                      setSearch("");
                      place.setStatus("");
                    }}
                  />
                ) : (
                  <ListEmpty
                    icon={InboxIcon}
                    title="No orders yet"
                    isHeading
                    description={`Orders placed on ${store.name}'s site appear here. Put products on sale, add a Shop page to the site under Commerce, and publish the site.`}
                  />
                )
              ) : (
                <>
                  <p role="status" className="text-sm text-muted-foreground">
                    {isFiltered ? `Showing ${orderCount(orders.length)}` : `${orderCount(orders.length)}, newest first`}
                  </p>
                  <OrderList
                    orders={orders}
                    openId={place.orderId}
                    isStale={list.isPlaceholderData}
                    onOpen={place.open}
                  />
                </>
              )
            }
          </ListStates>
        </div>
        {panel && <aside className="sticky top-20 w-[28rem] shrink-0">{panel}</aside>}
      </div>
    </ListScreen>
  );
}
