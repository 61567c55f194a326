import type { Store } from "@common/schemas/commerce";
import { useQuery } from "@tanstack/react-query";
import { SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BackLink } from "@/components/back-link";
import { EmptyCard } from "@/components/empty-card";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { storeQueryOptions } from "../api/stores-api";

type Props = {
  storeId: string;
  /** The screen's name, after the shop's in the browser's tab: "Products". */
  title: string;
  children: (store: Store) => ReactNode;
};

/** A screen of one shop: loading, "Shop not found" or its error, else the screen. */
export function StoreRoute({ storeId, title, children }: Props) {
  const store = useQuery(storeQueryOptions(storeId));
  useDocumentTitle(store.data ? `${store.data.name} — ${title}` : null);
  if (store.isPending) return <RouteLoadingScreen className="min-h-[calc(100svh-4rem)]" />;
  if (!store.data) return <NotFound what="Shop" error={store.error} />;
  return children(store.data);
}

/** A shop or product that cannot be read: gone, another organization's, or an error. */
export function NotFound({ what, error }: { what: "Shop" | "Product"; error: Error | null }) {
  // Another organization's answers 404 like a missing one.
  const isMissing = !error || (error instanceof ApiError && error.status === 404);
  return (
    <PageContainer>
      <EmptyCard>
        <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">
          {isMissing ? `${what} not found` : `Error loading ${what.toLowerCase()}`}
        </h1>
        <p className="max-w-md text-sm text-muted-foreground">
          {isMissing
            ? `This ${what.toLowerCase()} does not exist, was deleted, or belongs to another organization: switch organization if it is one of yours.`
            : error?.message}
        </p>
        <BackLink to="/admin/commerce" variant="default">
          Back to Commerce
        </BackLink>
      </EmptyCard>
    </PageContainer>
  );
}
