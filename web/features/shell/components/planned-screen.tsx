import { ConstructionIcon } from "lucide-react";
import { BackToAdminButton } from "@/components/back-to-admin-button";
import { EmptyCard } from "@/components/empty-card";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { PLANNED_SCREENS, type PlannedScreenId } from "../planned-screens";

/** A route whose screen is not built yet: says what will live here and does not pretend to work. */
export function PlannedScreen({ screen }: { screen: PlannedScreenId }) {
  const { title, description, icon } = PLANNED_SCREENS[screen];
  return (
    <PageContainer>
      <PageHeader title={title} description={description} icon={icon} />
      <EmptyCard>
        <ConstructionIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <Badge variant="secondary">Coming soon</Badge>
        <p className="max-w-sm text-sm text-muted-foreground">
          This screen is not available yet. Nothing here is saved or shown until it is built.
        </p>
        <BackToAdminButton label="Back to Home" />
      </EmptyCard>
    </PageContainer>
  );
}
