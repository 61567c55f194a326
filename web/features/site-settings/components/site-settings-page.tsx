import { useQuery } from "@tanstack/react-query";
import { AlertCircleIcon, SettingsIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { useParams } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { SiteLinksCard, SiteVisitors } from "@/features/analytics";
import { useAuth } from "@/features/auth";
import { HandOverCard } from "@/features/claims";
import { siteQueryOptions } from "@/features/site-list";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { BusinessDetailsCard } from "./business-details-card";
import { DomainsCard } from "./domains-card";
import { ExportCard } from "./export-card";
import { GeneralCard } from "./general-card";
import { SeoCard } from "./seo-card";
import { type SettingsSectionId, SettingsSectionNav, useSettingsSection } from "./settings-sections";
import { VisibilityCard } from "./visibility-card";

/** The app's resource guard, passed in by the route so the feature does not import the app layer. */
export type SiteSettingsGuard = ComponentType<{ organizationId: string; children: ReactNode }>;

const LOADING_CLASS = "min-h-[calc(100svh-4rem)]";

/**
 * /admin/site/settings/:id — the site's settings in sections, one at a time (settings-sections.tsx): its
 * name, web address and id, business details, visibility, search and sharing, custom domains, WhatsApp and
 * badge, visitors, hand-over and export.
 */
export function SiteSettingsPage({ guard: Guard }: { guard: SiteSettingsGuard }) {
  const { id = "" } = useParams();
  const { organizations, hasLoadedOrganizations } = useAuth();
  const site = useQuery({ ...siteQueryOptions(id), enabled: organizations.length > 0 });
  const section = useSettingsSection();
  useDocumentTitle(site.data ? `${site.data.name} — Site settings` : null);

  if (!hasLoadedOrganizations || (organizations.length > 0 && site.isPending)) {
    return <RouteLoadingScreen className={LOADING_CLASS} />;
  }
  if (!site.data) {
    const notFound = !site.error || (site.error instanceof ApiError && site.error.status === 404);
    return (
      <PageContainer>
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>{notFound ? "Site not found" : "Error loading site"}</AlertTitle>
          <AlertDescription>
            {notFound ? "This site does not exist, or you are not a member of its organization." : site.error?.message}
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  const data = site.data;
  const content: Record<SettingsSectionId, ReactNode> = {
    general: (
      <>
        <GeneralCard site={data} />
        <BusinessDetailsCard siteId={data.id} />
      </>
    ),
    visibility: <VisibilityCard site={data} />,
    search: <SeoCard site={data} />,
    domains: <DomainsCard siteId={data.id} />,
    whatsapp: <SiteLinksCard siteId={data.id} />,
    visitors: <SiteVisitors site={data} />,
    "hand-over": <HandOverCard siteId={data.id} />,
    export: <ExportCard site={data} />,
  };
  return (
    <Guard organizationId={data.organization_id}>
      <PageContainer className="max-w-5xl">
        <PageHeader title="Site settings" description={data.name} icon={SettingsIcon} />
        <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
          <SettingsSectionNav current={section} />
          <div className="grid min-w-0 content-start gap-6" data-testid="settings-section">
            {content[section]}
          </div>
        </div>
      </PageContainer>
    </Guard>
  );
}
