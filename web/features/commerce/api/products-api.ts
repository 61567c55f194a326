import { productApi } from "@common/api/commerce";
import type { CreateProductInput, Product, UpdateProductInput } from "@common/schemas/products";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi, uploadToApi } from "@/lib/api-client";
import { commerceKeys, type ProductFilter } from "./commerce-keys";

export function productsQueryOptions(storeId: string, filter: ProductFilter) {
  return queryOptions({
    queryKey: commerceKeys.productList(storeId, filter),
    queryFn: async () => (await callApi(productApi.list, { params: { storeId }, query: filter })).products,
    // A new search keeps the old rows, dimmed, until its answer comes.
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: commerceKeys.product(productId),
    queryFn: () => callApi(productApi.get, { params: { productId } }),
    meta: { silent: true },
  });
}

export function stockLedgerQueryOptions(productId: string) {
  return queryOptions({
    queryKey: commerceKeys.ledger(productId),
    queryFn: async () => (await callApi(productApi.stockLedger, { params: { productId } })).movements,
    meta: { errorTitle: "Error loading the stock ledger" },
  });
}

/** Where the shop's products download from as CSV (a plain link: the browser saves what the server sends). */
export function productsCsvUrl(storeId: string): string {
  return productApi.exportCsv.path.replace("{storeId}", encodeURIComponent(storeId));
}

/** A product's answer into its own entry; the shop's lists are read again. */
function useProductSaved() {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData(commerceKeys.product(product.id), product);
    void queryClient.invalidateQueries({ queryKey: commerceKeys.ledger(product.id) });
    return queryClient.invalidateQueries({ queryKey: commerceKeys.products(product.store_id) });
  };
}

/** A refused save shows in the form (the field it is about), so no toast repeats it. */
export function useCreateProduct(storeId: string) {
  const saved = useProductSaved();
  return useMutation({
    mutationFn: (input: CreateProductInput) => callApi(productApi.create, { params: { storeId }, json: input }),
    meta: { silent: true },
    onSuccess: saved,
  });
}

export function useUpdateProduct(productId: string) {
  const saved = useProductSaved();
  return useMutation({
    mutationFn: (input: UpdateProductInput) => callApi(productApi.update, { params: { productId }, json: input }),
    meta: { silent: true },
    onSuccess: saved,
  });
}

export function useChangeStock(productId: string) {
  const saved = useProductSaved();
  return useMutation({
    mutationFn: (input: { variant_id: string; change: number; reason: string }) =>
      callApi(productApi.changeStock, { params: { productId }, json: input }),
    meta: { silent: true },
    onSuccess: saved,
  });
}

export function useDeleteProduct(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => callApi(productApi.delete, { params: { productId } }),
    meta: { errorTitle: "Error deleting product" },
    onSuccess: (_, productId) => {
      queryClient.removeQueries({ queryKey: commerceKeys.product(productId) });
      return queryClient.invalidateQueries({ queryKey: commerceKeys.products(storeId) });
    },
  });
}

/** Puts products on sale or takes them off; answers how many changed. */
export function useBulkStatus(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { product_ids: string[]; status: "draft" | "active" }) =>
      (await callApi(productApi.bulkStatus, { params: { storeId }, json: input })).updated,
    meta: { errorTitle: "Error changing products" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: commerceKeys.products(storeId) }),
  });
}

/** Adds or updates products from a CSV file; rows with mistakes come back in the 400's details, shown by the caller. */
export function useImportProducts(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      // The browser may call a CSV file anything (Excel's own type on Windows): the route reads text/csv.
      uploadToApi(productApi.importCsv, { params: { storeId }, body: new Blob([file], { type: "text/csv" }) }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.products(storeId) }),
  });
}
