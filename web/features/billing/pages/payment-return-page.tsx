import { useQuery } from "@tanstack/react-query";
import { SearchXIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageContainer } from "@/components/page-container";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { ApiError } from "@/lib/api-client";
import { errorText } from "@/lib/error-toast";
import { paymentQueryOptions } from "../api/billing-api";
import { Cancelled, Confirming, Failed, Outcome, Paid, StillWaiting } from "../components/payment-outcome";
import { useReportTierChanges } from "../hooks/use-report-tier-changes";

/** How often the page asks while the gateway has not reported, and for how long before it says so. */
export const PAYMENT_POLL_MS = 1_000;
export const PAYMENT_WAIT_MS = 2 * 60_000;

/** /admin/billing/after?payment={id}[&cancelled=1]: where PayFast sends the browser back. */
export function PaymentReturnPage() {
  const [params] = useSearchParams();
  const { activeOrganization } = useAuth();
  const paymentId = params.get("payment") ?? "";
  return (
    <PageContainer className="max-w-2xl">
      <div role="status" aria-live="polite">
        {paymentId === "" ? (
          <NoSuchPayment />
        ) : activeOrganization ? (
          <PaymentState
            organizationId={activeOrganization.id}
            paymentId={paymentId}
            isCancelled={params.get("cancelled") === "1"}
          />
        ) : (
          <Confirming />
        )}
      </div>
    </PageContainer>
  );
}

type Props = { organizationId: string; paymentId: string; isCancelled: boolean };

function PaymentState({ organizationId, paymentId, isCancelled }: Props) {
  const [waitingSince, setWaitingSince] = useState(() => Date.now());
  const [hasTimedOut, setHasTimedOut] = useState(false);
  const payment = useQuery({
    ...paymentQueryOptions(organizationId, paymentId),
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && !isCancelled && Date.now() - waitingSince < PAYMENT_WAIT_MS
        ? PAYMENT_POLL_MS
        : false,
  });
  useEffect(() => {
    const timer = window.setTimeout(() => setHasTimedOut(true), waitingSince + PAYMENT_WAIT_MS - Date.now());
    return () => window.clearTimeout(timer);
  }, [waitingSince]);
  const paid = payment.data?.status === "paid" ? payment.data : null;
  useReportTierChanges(
    organizationId,
    useMemo(() => (paid ? [paid] : []), [paid]),
  );

  if (payment.isPending) return <Confirming />;
  if (!payment.data) {
    const isMissing = payment.error instanceof ApiError && payment.error.status === 404;
    return isMissing ? <NoSuchPayment /> : <Trouble message={errorText(payment.error)} />;
  }
  const { status } = payment.data;
  if (status === "paid") return <Paid payment={payment.data} />;
  if (status === "failed") return <Failed payment={payment.data} />;
  if (status === "cancelled" || isCancelled) return <Cancelled payment={payment.data} />;
  if (!hasTimedOut) return <Confirming />;
  return (
    <StillWaiting
      onCheckAgain={() => {
        setHasTimedOut(false);
        setWaitingSince(Date.now());
        void payment.refetch();
      }}
    />
  );
}

function NoSuchPayment() {
  return (
    <Outcome icon={SearchXIcon} iconClassName="text-muted-foreground" title="We found no such payment">
      <p>
        The link may be incomplete, or the payment belongs to another organization: switch to it and open the link
        again. Your plan and payments are on the Billing page.
      </p>
      <Button asChild>
        <Link to="/admin/billing">Back to Billing</Link>
      </Button>
    </Outcome>
  );
}

function Trouble({ message }: { message: string }) {
  return (
    <Outcome icon={SearchXIcon} iconClassName="text-destructive" title="Could not check the payment">
      <p>{message}</p>
      <Button asChild>
        <Link to="/admin/billing">Back to Billing</Link>
      </Button>
    </Outcome>
  );
}
