import { useQuery } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { useParams } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { useAuth } from "@/features/auth";
import { FileEditsProvider } from "@/features/code-editor";
import { siteQueryOptions } from "@/features/site-list";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { SiteEditor } from "./site-editor";
import { NoActiveOrganizationNotice, SiteLoadErrorNotice, SiteNotFoundNotice } from "./site-editor-notices";

const NOT_FOUND = 404;
const LOADING_CLASS = "min-h-[calc(100svh-4rem)]";

/** The app's resource guard, passed in by the route so the feature does not import the app layer. */
export type SiteGuard = ComponentType<{ organizationId: string; children: ReactNode }>;

/** /admin/site/:id — loads the site, then lets the resource guard switch to its organization. */
export function SiteEditorPage({ guard: Guard }: { guard: SiteGuard }) {
  const { id = "" } = useParams();
  const { activeOrganization, organizations, hasLoadedOrganizations } = useAuth();
  // Without an organization there is nothing to load (and a 404 would only be noise).
  const site = useQuery({ ...siteQueryOptions(id), enabled: organizations.length > 0 });
  useDocumentTitle(site.data ? `${site.data.name} — Editor` : null);

  if (!hasLoadedOrganizations) return <RouteLoadingScreen className={LOADING_CLASS} />;
  // With organizations but none active yet, the first is being made active (the auth provider does it).
  if (!activeOrganization && organizations.length === 0) return <NoActiveOrganizationNotice />;
  const isNotFound = site.error instanceof ApiError && site.error.status === NOT_FOUND;
  if (site.isError && !site.data) {
    if (isNotFound) return <SiteNotFoundNotice />;
    return <SiteLoadErrorNotice message={site.error.message} onRetry={() => void site.refetch()} />;
  }
  if (!site.data || !activeOrganization) return <RouteLoadingScreen className={LOADING_CLASS} />;
  // A site seen before and refused now: the guard tries its organization first, so a member removed
  // meanwhile lands on /unauthorized; once in it, the refusal means the site is gone. (Another failed
  // refetch leaves the editor as it is.)
  return (
    <Guard organizationId={site.data.organization_id}>
      {isNotFound ? (
        <SiteNotFoundNotice />
      ) : (
        <FileEditsProvider key={site.data.id} siteId={site.data.id}>
          <SiteEditor site={site.data} />
        </FileEditsProvider>
      )}
    </Guard>
  );
}
