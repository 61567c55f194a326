import { siteArchiveApi } from "@common/api/site-archive";
import type { Site } from "@common/schemas/sites";
import { DownloadIcon } from "lucide-react";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";

/** Export: the whole site as one zip, to keep, to move to another organization, or to import again. */
export function ExportCard({ site }: { site: Site }) {
  const href = siteArchiveApi.export.path.replace("{siteId}", encodeURIComponent(site.id));
  return (
    <SettingsCard
      title="Export"
      description="Download this site as a zip: its files, its media and a webcraft.json with its settings and blog posts. Import the zip on the Sites page to make a copy. The password of a protected site is not included."
    >
      <Button asChild variant="outline">
        <a href={href} download={`${site.slug}.zip`}>
          <DownloadIcon aria-hidden="true" />
          Export site (.zip)
        </a>
      </Button>
    </SettingsCard>
  );
}
