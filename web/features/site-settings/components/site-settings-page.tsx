import type { Site } from "@common/schemas/sites";
import { SettingsIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { SiteLinksCard, SiteVisitors } from "@/features/analytics";
import { HandOverCard } from "@/features/claims";
import { type SiteGuard, SiteRoutePage } from "@/features/site-list";
import { BusinessDetailsCard } from "./business-details-card";
import { DomainsCard } from "./domains-card";
import { ExportCard } from "./export-card";
import { GeneralCard } from "./general-card";
import { SeoCard } from "./seo-card";
import { type SettingsSectionId, SettingsSectionNav, useSettingsSection } from "./settings-sections";
import { VisibilityCard } from "./visibility-card";

/**
 * /admin/site/settings/:id — the site's settings in sections, one at a time (settings-sections.tsx): its
 * name, web address and id, business details, visibility, search and sharing, custom domains, WhatsApp and
 * badge, visitors, hand-over and export.
 */
export function SiteSettingsPage({ guard }: { guard: SiteGuard }) {
  const { id = "" } = useParams();
  const section = useSettingsSection();
  return (
    <SiteRoutePage
      siteId={id}
      title="Site settings"
      guard={guard}
      notFound="This site does not exist, or you are not a member of its organization."
    >
      {(site) => <SiteSettings site={site} section={section} />}
    </SiteRoutePage>
  );
}

function SiteSettings({ site: data, section }: { site: Site; section: SettingsSectionId }) {
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
    <PageContainer className="max-w-5xl">
      <PageHeader title="Site settings" description={data.name} icon={SettingsIcon} />
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
        <SettingsSectionNav current={section} />
        <div className="grid min-w-0 content-start gap-6" data-testid="settings-section">
          {content[section]}
        </div>
      </div>
    </PageContainer>
  );
}
