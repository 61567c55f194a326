import { EDITOR_MESSAGES } from "@common/messages";
import { AlertCircleIcon, SearchXIcon, TriangleAlertIcon } from "lucide-react";
import { BackToAdminButton } from "@/components/back-to-admin-button";
import { EmptyCard } from "@/components/empty-card";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

function BackToDashboard() {
  return <BackToAdminButton label="Back to Dashboard" />;
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
