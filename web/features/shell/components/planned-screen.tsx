import { ArrowRightIcon, ConstructionIcon } from "lucide-react";
import { generatePath, Link, useParams } from "react-router";
import { BackLink } from "@/components/back-link";
import { EmptyCard } from "@/components/empty-card";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PLANNED_SCREENS, type PlannedScreenId } from "../planned-screens";

/**
 * A route whose screen is not built yet: says what will live here, does not pretend to work, and leads
 * to the nearest screen that does.
 */
export function PlannedScreen({ screen }: { screen: PlannedScreenId }) {
  const { title, description, purpose, icon, nearest } = PLANNED_SCREENS[screen];
  const params = useParams();
  return (
    <PageContainer>
      <PageHeader title={title} description={description} icon={icon} />
      <EmptyCard>
        <ConstructionIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <Badge variant="secondary">Coming soon</Badge>
        <p className="max-w-md text-sm text-pretty">{purpose}</p>
        <p className="max-w-md text-sm text-muted-foreground">
          This screen is not available yet. Nothing here is saved or shown until it is built.
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to={generatePath(nearest.to, params)}>
              {nearest.label}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <BackLink to="/admin">Back to Home</BackLink>
        </div>
      </EmptyCard>
    </PageContainer>
  );
}
