import type { Billing } from "@common/schemas/billing";
import { TriangleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatLongDate } from "@/lib/dates";
import { overText } from "../lib/plan-words";

type Grace = NonNullable<Billing["grace"]>;

/**
 * Grace after a failed payment or a downgrade the organization has outgrown: why, until when the present
 * plan's limits hold, what it would be over on the next plan, and the ways out.
 */
export function GraceBanner({ grace, plan, canPay }: { grace: Grace; plan: Billing["plan"]; canPay: boolean }) {
  const ends = formatLongDate(grace.ends_at);
  const failed = grace.reason === "payment_failed";
  return (
    <Alert variant="warning">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>
        {failed ? "Your payment failed" : `Your organization is over the ${grace.next_plan} plan's limits`}
      </AlertTitle>
      <AlertDescription className="text-current">
        <p>
          {failed ? `The last payment for ${plan.name} did not arrive. ` : ""}
          Until {ends} the {plan.name} plan's limits still hold; then the organization moves to {grace.next_plan}.
        </p>
        {grace.over.length > 0 && (
          <p>
            On {grace.next_plan} it would be over: {grace.over.map(overText).join(", ")}.
          </p>
        )}
        <p>
          {canPay
            ? `Pay now to keep ${plan.name}${grace.over.length > 0 ? `, or remove what is over the limits before ${ends}.` : "."}`
            : `Remove what is over the limits before ${ends}, or move up to a plan that holds it all.`}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {canPay && (
            <Button asChild size="sm">
              <Link to={`/admin/billing/${plan.id}`}>Pay now</Link>
            </Button>
          )}
          {grace.over.some((over) => over.limit === "sites") && (
            <Button asChild size="sm" variant="outline">
              <Link to="/admin/sites">Remove sites</Link>
            </Button>
          )}
          {grace.over.some((over) => over.limit === "members") && (
            <Button asChild size="sm" variant="outline">
              <Link to="/admin/members">Remove members</Link>
            </Button>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}
