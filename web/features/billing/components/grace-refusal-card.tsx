import { PLANS, type PlanId } from "@common/plans";
import type { Billing } from "@common/schemas/billing";
import { Link } from "react-router";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { canPayAgain } from "../lib/plan-words";

/**
 * A move down asked for in a grace period, which the server would refuse: why (its own words), and the
 * ways that are open instead, so the page offers no button that cannot work.
 */
export function GraceRefusalCard({ billing, plan, refusal }: { billing: Billing; plan: PlanId; refusal: string }) {
  const target = PLANS[plan];
  return (
    <SettingsCard title={`Not now: ${target.name}`} description="The plan cannot move down during its grace period.">
      <div className="grid gap-3 text-sm">
        <p>{refusal}.</p>
        <div className="flex flex-wrap gap-2">
          {canPayAgain(billing) && (
            <Button asChild>
              <Link to={`/admin/billing/${billing.plan.id}`}>Pay for {billing.plan.name}</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/admin/billing">Back to Billing</Link>
          </Button>
        </div>
      </div>
    </SettingsCard>
  );
}
