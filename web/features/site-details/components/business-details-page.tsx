import { useQuery } from "@tanstack/react-query";
import { AlertCircleIcon, StoreIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Link, useParams } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { FileEditsProvider } from "@/features/code-editor";
import { siteQueryOptions } from "@/features/site-list";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isBrokenFile, siteDetailsQueryOptions } from "../api/site-details-api";
import { BusinessDetailsForm } from "./business-details-form";
import { DetailsHistoryButton } from "./details-history";

/** The app's resource guard, passed in by the route so the feature does not import the app layer. */
export type BusinessDetailsGuard = ComponentType<{ organizationId: string; children: ReactNode }>;

const LOADING_CLASS = "min-h-[calc(100svh-4rem)]";

function LoadFailure({ title, message, action }: { title: string; message?: string; action?: ReactNode }) {
  return (
    <>
      <Alert variant="destructive">
        <AlertCircleIcon />
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      {action && <div className="flex flex-wrap gap-2">{action}</div>}
    </>
  );
}

/** /admin/sites/:siteId/details — the business's facts the site shows, as a form over data/site.json. */
export function BusinessDetailsPage({ guard: Guard }: { guard: BusinessDetailsGuard }) {
  const { siteId = "" } = useParams();
  const { organizations, hasLoadedOrganizations } = useAuth();
  const site = useQuery({ ...siteQueryOptions(siteId), enabled: organizations.length > 0 });
  const details = useQuery({ ...siteDetailsQueryOptions(siteId), enabled: Boolean(site.data) });
  useDocumentTitle(site.data ? `${site.data.name} — Business details` : null);

  if (!hasLoadedOrganizations || (organizations.length > 0 && site.isPending)) {
    return <RouteLoadingScreen className={LOADING_CLASS} />;
  }
  if (!site.data) {
    const notFound = !site.error || (site.error instanceof ApiError && site.error.status === 404);
    return (
      <PageContainer className="max-w-3xl">
        <LoadFailure
          title={notFound ? "Site not found" : "Error loading site"}
          message={
            notFound ? "This site does not exist, or you are not a member of its organization." : site.error?.message
          }
        />
      </PageContainer>
    );
  }
  const editorLink = `/admin/site/${site.data.id}`;
  return (
    <Guard organizationId={site.data.organization_id}>
      {/* The form and History (beside the header) share what is typed but not saved. */}
      <FileEditsProvider siteId={site.data.id}>
        <PageContainer className="max-w-3xl pb-0 sm:pb-0">
          <PageHeader
            title="Business details"
            description={
              details.data?.template
                ? `${site.data.name} · made from the ${details.data.template.name} template`
                : site.data.name
            }
            icon={StoreIcon}
            actions={
              <>
                {details.data?.file_id && <DetailsHistoryButton siteId={site.data.id} fileId={details.data.file_id} />}
                <Button variant="outline" size="sm" asChild>
                  <Link to={editorLink}>Back to the editor</Link>
                </Button>
              </>
            }
          />
          {details.isPending && <RouteLoadingScreen className="min-h-64" />}
          {details.isError &&
            (isBrokenFile(details.error) ? (
              <LoadFailure
                title="The business details cannot be read"
                message={details.error.message}
                action={
                  <Button asChild>
                    <Link to={`${editorLink}?file=data/site.json`}>Open data/site.json in Code</Link>
                  </Button>
                }
              />
            ) : (
              <LoadFailure
                title="Error loading business details"
                message={details.error.message}
                action={<Button onClick={() => void details.refetch()}>Try again</Button>}
              />
            ))}
          {details.data && <BusinessDetailsForm key={site.data.id} site={site.data} details={details.data} />}
        </PageContainer>
      </FileEditsProvider>
    </Guard>
  );
}
