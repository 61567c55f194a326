import { useEffect, useRef } from "react";
import { trackConversion } from "@/lib/analytics";
import { useReportPayment } from "../api/billing-api";

type PaidChange = { id: string; amount_cents: number };

/**
 * Records TIER_CHANGE with the admin's analytics once per paid change of plan: the server answers
 * `report: true` to the first ask for a payment only, so a refresh, another tab or the other page that
 * reports (the gateway's return page, Billing) records nothing more.
 */
export function useReportTierChanges(organizationId: string, paid: PaidChange[]) {
  const { mutateAsync } = useReportPayment(organizationId);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const payment of paid) {
      if (asked.current.has(payment.id)) continue;
      asked.current.add(payment.id);
      // One promise per payment: mutate's own callbacks fire for the last call only.
      mutateAsync(payment.id).then(
        (answer) => {
          if (answer.report) trackConversion("TIER_CHANGE", payment.amount_cents / 100);
        },
        // Not recorded now; the next visit to Billing asks again.
        () => asked.current.delete(payment.id),
      );
    }
  }, [paid, mutateAsync]);
}
