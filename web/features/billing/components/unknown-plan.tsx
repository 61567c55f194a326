import { PLAN_IDS, PLANS } from "@common/plans";
import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyCard } from "@/components/empty-card";
import { PageContainer } from "@/components/page-container";
import { Button } from "@/components/ui/button";

/** /admin/billing/{slug} for a slug that names no plan. */
export function UnknownPlan({ slug }: { slug: string }) {
  const names = PLAN_IDS.map((id) => PLANS[id].name);
  return (
    <PageContainer>
      <EmptyCard>
        <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">Plan not found</h1>
        <p className="max-w-md text-sm text-muted-foreground">
          There is no plan called “{slug}”. The plans are {names.slice(0, -1).join(", ")} and {names.at(-1)}.
        </p>
        <Button asChild>
          <Link to="/admin/billing">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Billing
          </Link>
        </Button>
      </EmptyCard>
    </PageContainer>
  );
}
