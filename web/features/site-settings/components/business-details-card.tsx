import { StoreIcon } from "lucide-react";
import { Link } from "react-router";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";

/** Where the business's own facts are changed: its Business details, a form over data/site.json. */
export function BusinessDetailsCard({ siteId }: { siteId: string }) {
  return (
    <SettingsCard
      id="business-details"
      title="Business details"
      description="The name, contact details, opening hours, prices and photos the site shows."
    >
      <Button variant="outline" asChild>
        <Link to={`/admin/sites/${siteId}/details`}>
          <StoreIcon aria-hidden="true" />
          Edit business details
        </Link>
      </Button>
    </SettingsCard>
  );
}
