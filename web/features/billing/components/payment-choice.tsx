import type { BillingPeriod } from "@common/plans";
import type { CheckoutRequest } from "@common/schemas/billing";
import { CreditCardIcon, LandmarkIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { useCheckout } from "../api/billing-api";
import { EftInstructions } from "./eft-instructions";
import { GatewayRedirect } from "./gateway-redirect";
import { InPlaceError } from "./in-place-error";

type Props = {
  organizationId: string;
  planId: CheckoutRequest["plan"];
  planName: string;
  period: BillingPeriod;
  cardPayments: boolean;
};

/**
 * The two ways to pay an upgrade: by card (the browser goes to PayFast with the signed form) or by EFT
 * (an open invoice: the account and reference to pay with). Only owners pay; admins see why not.
 */
export function PaymentChoice({ organizationId, planId, planName, period, cardPayments }: Props) {
  const checkout = useCheckout(organizationId);
  const cardNoteId = useId();
  const started = checkout.data;
  if (started?.method === "eft") return <EftInstructions checkout={started} planName={planName} />;
  const isLeaving = started?.method === "card";
  const pay = (method: "card" | "eft") => checkout.mutate({ plan: planId, period, method });
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <RequiresPermission permission="billing:change">
          <Button
            disabled={!cardPayments || checkout.isPending || isLeaving}
            aria-describedby={cardPayments ? undefined : cardNoteId}
            onClick={() => pay("card")}
          >
            <CreditCardIcon aria-hidden="true" />
            {isLeaving || (checkout.isPending && checkout.variables?.method === "card")
              ? "Going to PayFast..."
              : "Pay by card"}
          </Button>
        </RequiresPermission>
        <RequiresPermission permission="billing:change">
          <Button variant="outline" disabled={checkout.isPending || isLeaving} onClick={() => pay("eft")}>
            <LandmarkIcon aria-hidden="true" />
            {checkout.isPending && checkout.variables?.method === "eft" ? "Preparing the invoice..." : "Pay by EFT"}
          </Button>
        </RequiresPermission>
      </div>
      {!cardPayments && (
        <p id={cardNoteId} className="text-sm text-muted-foreground">
          Card payment is not configured on this server: pay by EFT.
        </p>
      )}
      <InPlaceError error={checkout.error} />
      {started?.method === "card" && <GatewayRedirect form={started.form} />}
    </div>
  );
}
