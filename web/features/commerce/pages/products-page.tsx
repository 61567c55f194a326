import type { Store } from "@common/schemas/commerce";
import { useQuery } from "@tanstack/react-query";
import { PackageIcon, PlusIcon } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { ListNoMatch } from "@/components/list-screen/list-no-match";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSearch } from "@/components/list-screen/list-search";
import { ListSelect } from "@/components/list-screen/list-select";
import { ListLoading, ListStates } from "@/components/list-screen/list-states";
import { Button } from "@/components/ui/button";
import { RequiresPermission, usePermission } from "@/features/auth";
import { useSelection } from "@/lib/use-selection";
import { productsQueryOptions } from "../api/products-api";
import { CsvActions } from "../components/csv-actions";
import { ProductBulkBar } from "../components/product-bulk-bar";
import { NoProducts } from "../components/product-list-states";
import { ProductTable } from "../components/product-table";
import { StoreRoute } from "../components/store-route";
import { useSearchFilter } from "../hooks/use-search-filter";
import { productCount } from "../lib/product-words";
import { useSiteOrigin } from "../lib/site-origin";

/** /admin/commerce/products/:storeId: a shop's products, searched, filtered, changed in bulk, and as CSV. */
export function ProductsPage() {
  const { storeId = "" } = useParams();
  return (
    <StoreRoute storeId={storeId} title="Products">
      {(store) => <Products store={store} />}
    </StoreRoute>
  );
}

const STATUSES = new Set(["draft", "active"]);
const STATUS_OPTIONS = [
  { value: "active", label: "On sale" },
  { value: "draft", label: "Drafts" },
];

function Products({ store }: { store: Store }) {
  const { allowed, reason } = usePermission("product:write");
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status") ?? "";
  const status = STATUSES.has(statusParam) ? (statusParam as "draft" | "active") : undefined;
  const { search, setSearch, q, filter, isFiltered } = useSearchFilter(status);
  const list = useQuery(productsQueryOptions(store.id, filter));
  const origin = useSiteOrigin(store.site_id);
  const products = list.data ?? [];
  const selection = useSelection(JSON.stringify(filter), products);
  const newProduct = (
    <RequiresPermission permission="product:write">
      <Button asChild>
        <Link to={`/admin/commerce/product/new?store=${encodeURIComponent(store.id)}`}>
          <PlusIcon aria-hidden="true" />
          New product
        </Link>
      </Button>
    </RequiresPermission>
  );

  function setStatus(next: string) {
    setParams(
      (old) => {
        const copy = new URLSearchParams(old);
        if (next) copy.set("status", next);
        else copy.delete("status");
        return copy;
      },
      { replace: true },
    );
  }

  return (
    <ListScreen
      title="Products"
      icon={PackageIcon}
      className="max-w-6xl"
      description={allowed ? `What ${store.name} sells.` : `What ${store.name} sells. ${reason}.`}
      back={{ to: "/admin/commerce", label: "Back to Commerce" }}
      actions={newProduct}
    >
      <CsvActions store={store} />
      <div className="flex flex-wrap gap-2">
        <ListSearch
          label="Search products by title or SKU"
          placeholder="Search by title or SKU"
          value={search}
          onChange={setSearch}
        />
        <ListSelect
          label="Status"
          value={status ?? ""}
          allLabel="All products"
          options={STATUS_OPTIONS}
          onChange={setStatus}
          className="sm:basis-44"
        />
      </div>
      {selection.ids.length > 0 && <ProductBulkBar storeId={store.id} ids={selection.ids} onClear={selection.clear} />}
      <ListStates
        query={list}
        loading={<ListLoading label="Loading products…" count={4} itemClassName="h-14" />}
        errorTitle="Error loading products"
      >
        {(all) =>
          all.length === 0 ? (
            isFiltered ? (
              <ListNoMatch
                things="products"
                search={q}
                description="The search looks at titles and SKUs, within the status chosen."
                onClear={() => {
                  setSearch("");
                  setStatus("");
                }}
              />
            ) : (
              <NoProducts store={store} newProduct={newProduct} />
            )
          ) : (
            <>
              <p role="status" className="text-sm text-muted-foreground">
                {isFiltered ? `Showing ${productCount(all.length)}` : productCount(all.length)}
              </p>
              <ProductTable products={all} origin={origin} selection={selection} isStale={list.isPlaceholderData} />
            </>
          )
        }
      </ListStates>
    </ListScreen>
  );
}
