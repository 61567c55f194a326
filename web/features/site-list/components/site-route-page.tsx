import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { AlertCircleIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useAuth } from "@/features/auth";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { siteQueryOptions } from "../api/sites";

/** The app's resource guard, passed in by the route so no feature imports the app layer. */
export type SiteGuard = ComponentType<{ organizationId: string; children: ReactNode }>;

type Props = {
  siteId: string;
  /** The screen's name, after the site's in the browser's tab: "Form inbox". */
  title: string;
  guard: SiteGuard;
  /** Why a site cannot be found, where the screen says it in words of its own. */
  notFound?: string;
  children: (site: Site) => ReactNode;
};

const LOADING_CLASS = "min-h-[calc(100svh-4rem)]";

/** A screen of one site (/admin/…/:id): loading, "Site not found" or its error, else the screen under the guard. */
export function SiteRoutePage({ siteId, title, guard: Guard, notFound, children }: Props) {
  const { organizations, hasLoadedOrganizations } = useAuth();
  const site = useQuery({ ...siteQueryOptions(siteId), enabled: organizations.length > 0 });
  useDocumentTitle(site.data ? `${site.data.name} — ${title}` : null);

  if (!hasLoadedOrganizations || (organizations.length > 0 && site.isPending)) {
    return <RouteLoadingScreen className={LOADING_CLASS} />;
  }
  if (!site.data) {
    // A site of another organization answers 404 like a missing one (docs/decisions/013).
    const isMissing = !site.error || (site.error instanceof ApiError && site.error.status === 404);
    return (
      <PageContainer>
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>{isMissing ? "Site not found" : "Error loading site"}</AlertTitle>
          <AlertDescription>
            {isMissing
              ? (notFound ??
                "This site does not exist, was deleted, or belongs to an organization you are not a member of.")
              : site.error?.message}
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  return <Guard organizationId={site.data.organization_id}>{children(site.data)}</Guard>;
}
