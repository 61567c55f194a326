import { formatRand } from "@common/plans";
import type { StoreOverview } from "@common/schemas/commerce";
import { PackageIcon, ReceiptIcon, SettingsIcon, TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ItemCard } from "@/components/item-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardDescription } from "@/components/ui/card";
import { RequiresPermission } from "@/features/auth";
import { canTakePayment } from "../lib/store-form";
import { ShopPageAction } from "./shop-page-action";
import { StoreDialog } from "./store-dialog";

/** One shop: its sales, what waits for attention, and the ways to its products, orders and settings. */
export function StoreCard({ store }: { store: StoreOverview }) {
  const [editing, setEditing] = useState(false);
  const figures = [
    { label: "Sales today", value: formatRand(store.sales.today_cents) },
    { label: "Last 7 days", value: formatRand(store.sales.week_cents) },
    { label: "Last 30 days", value: formatRand(store.sales.month_cents) },
    { label: "Open orders", value: String(store.open_orders) },
    { label: "Low stock", value: String(store.low_stock) },
  ];
  return (
    <ItemCard
      title={store.name}
      subtitle={
        <CardDescription>
          On {store.site_name}
          {store.vat_registered ? " · VAT registered" : ""}
        </CardDescription>
      }
      actions={
        <RequiresPermission permission="store:manage">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <SettingsIcon aria-hidden="true" />
            Settings
          </Button>
        </RequiresPermission>
      }
    >
      {!canTakePayment(store) && (
        <Alert variant="warning">
          <TriangleAlertIcon />
          <AlertTitle>Buyers cannot pay yet: add PayFast details or a bank account</AlertTitle>
          <AlertDescription className="text-current">The shop takes no orders until it has one.</AlertDescription>
        </Alert>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.label} className="grid gap-0.5 rounded-md bg-muted/50 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/admin/commerce/products/${store.id}`}>
            <PackageIcon aria-hidden="true" />
            Products
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/admin/commerce/orders/${store.id}`}>
            <ReceiptIcon aria-hidden="true" />
            Orders
            {store.open_orders > 0 && <span className="sr-only">({store.open_orders} open)</span>}
          </Link>
        </Button>
        <ShopPageAction siteId={store.site_id} />
      </div>
      <StoreDialog store={store} open={editing} onOpenChange={setEditing} />
    </ItemCard>
  );
}
