import { EDITOR_MESSAGES } from "@common/messages";
import { useQuery } from "@tanstack/react-query";
import { AlertCircleIcon, SearchXIcon, TriangleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "@/components/back-link";
import { EmptyCard } from "@/components/empty-card";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { KeepSampleTextsButton, sampleTextsTitle, siteDetailsQueryOptions } from "@/features/site-details";

function BackToDashboard() {
  return <BackLink to="/admin">Back to Dashboard</BackLink>;
}

/** The editor for a user with no organization. */
export function NoActiveOrganizationNotice() {
  return (
    <PageContainer>
      <PageHeader title="Site Preview" actions={<BackToDashboard />} />
      <Alert variant="warning">
        <TriangleAlertIcon />
        <AlertTitle>No Active Organization</AlertTitle>
        <AlertDescription className="text-current/90">
          You need to select an organization before you can manage site files. Please choose an organization from the
          dropdown in the navigation bar.
        </AlertDescription>
      </Alert>
    </PageContainer>
  );
}

/** A site id that names no site the user can see (the API answers 404 for both). */
export function SiteNotFoundNotice() {
  return (
    <PageContainer className="max-w-md">
      <EmptyCard>
        <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold tracking-tight">Site not found</h1>
        <p className="text-sm text-muted-foreground">
          This site does not exist, was deleted, or belongs to an organization you are not a member of.
        </p>
        <BackToDashboard />
      </EmptyCard>
    </PageContainer>
  );
}

/** 'Error loading site' with the server's words, or 'Failed to load site data'. */
export function SiteLoadErrorNotice({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <PageContainer className="max-w-md">
      <Alert variant="destructive">
        <AlertCircleIcon />
        <AlertTitle>{EDITOR_MESSAGES.siteLoadFailedTitle}</AlertTitle>
        <AlertDescription>{message || EDITOR_MESSAGES.siteLoadFailed}</AlertDescription>
      </Alert>
      <div className="flex gap-2">
        <Button onClick={onRetry}>Try again</Button>
        <BackToDashboard />
      </div>
    </PageContainer>
  );
}

/**
 * Under the header while texts of the site are still its template's examples: how many, a link to Business
 * details where they are listed, and Keep these texts.
 */
export function SampleTextsBanner({ siteId }: { siteId: string }) {
  const details = useQuery(siteDetailsQueryOptions(siteId));
  const count = details.data?.samples.length ?? 0;
  if (count === 0) return null;
  return (
    <section
      aria-label="Sample texts"
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">{sampleTextsTitle(count)}</span>
      <Button variant="link" size="sm" className="h-auto px-0 text-current underline" asChild>
        <Link to={`/admin/sites/${siteId}/details`}>Review them in Business details</Link>
      </Button>
      <KeepSampleTextsButton siteId={siteId} />
    </section>
  );
}
