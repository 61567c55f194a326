import { useQuery } from "@tanstack/react-query";
import { AlertCircleIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { useParams } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useAuth } from "@/features/auth";
import { siteQueryOptions } from "@/features/site-list";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { FormInbox } from "./form-inbox";

/** The app's resource guard, passed in by the route so the feature does not import the app layer. */
export type FormInboxGuard = ComponentType<{ organizationId: string; children: ReactNode }>;

const LOADING_CLASS = "min-h-[calc(100svh-4rem)]";

/** /admin/submissions/:siteId — the site's form inbox: what visitors sent through its forms. */
export function FormInboxPage({ guard: Guard }: { guard: FormInboxGuard }) {
  const { siteId = "" } = useParams();
  const { organizations, hasLoadedOrganizations } = useAuth();
  const site = useQuery({ ...siteQueryOptions(siteId), enabled: organizations.length > 0 });
  useDocumentTitle(site.data ? `${site.data.name} — Form inbox` : null);

  if (!hasLoadedOrganizations || (organizations.length > 0 && site.isPending)) {
    return <RouteLoadingScreen className={LOADING_CLASS} />;
  }
  if (!site.data) {
    // A site of another organization answers 404 like a missing one (docs/decisions/013).
    const notFound = !site.error || (site.error instanceof ApiError && site.error.status === 404);
    return (
      <PageContainer>
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>{notFound ? "Site not found" : "Error loading site"}</AlertTitle>
          <AlertDescription>
            {notFound
              ? "This site does not exist, was deleted, or belongs to an organization you are not a member of."
              : site.error?.message}
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  return (
    <Guard organizationId={site.data.organization_id}>
      <FormInbox site={site.data} />
    </Guard>
  );
}
