import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { useDocumentTitle } from "@/lib/use-document-title";
import { productQueryOptions } from "../api/products-api";
import { ProductEditor } from "../components/product-editor";
import { NotFound, StoreRoute } from "../components/store-route";

/** /admin/commerce/product/:id: one product's form; `new?store={storeId}` adds one to that shop. */
export function ProductPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  if (id === "new") {
    const storeId = params.get("store");
    if (!storeId) return <NotFound what="Shop" error={null} />;
    return (
      <StoreRoute storeId={storeId} title="New product">
        {(store) => <ProductEditor store={store} product={null} />}
      </StoreRoute>
    );
  }
  return <SavedProduct productId={id} />;
}

function SavedProduct({ productId }: { productId: string }) {
  const product = useQuery(productQueryOptions(productId));
  useDocumentTitle(product.data ? `${product.data.title} — Product` : null);
  if (product.isPending) return <RouteLoadingScreen className="min-h-[calc(100svh-4rem)]" />;
  if (!product.data) return <NotFound what="Product" error={product.error} />;
  const { data } = product;
  return (
    <StoreRoute storeId={data.store_id} title="Product">
      {(store) => <ProductEditor key={data.id} store={store} product={data} />}
    </StoreRoute>
  );
}
