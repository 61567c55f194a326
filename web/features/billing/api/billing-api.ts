import { billingApi, operatorApi } from "@common/api/billing";
import type { BillingPeriod, PlanId } from "@common/plans";
import type { Billing, BillingProfile, CheckoutRequest } from "@common/schemas/billing";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

// Every refusal of these screens is shown where it happened (a 409's words under the button pressed), so
// the queries and mutations below are silent: no toast repeats it.
const SILENT = { silent: true } as const;

export const billingKeys = {
  all: ["billing"] as const,
  organization: (organizationId: string) => [...billingKeys.all, organizationId] as const,
  current: (organizationId: string) => [...billingKeys.organization(organizationId), "current"] as const,
  planChange: (organizationId: string, plan: PlanId, period: BillingPeriod) =>
    [...billingKeys.organization(organizationId), "plan", plan, period] as const,
  payment: (organizationId: string, paymentId: string) =>
    [...billingKeys.organization(organizationId), "payment", paymentId] as const,
  operator: ["billing", "operator"] as const,
  eftInvoices: ["billing", "operator", "eft-invoices"] as const,
  operatorInvoices: (q: string) => [...billingKeys.operator, "invoices", q] as const,
};

/** The active organization's plan; owners and admins get its usage, invoices and the rest too. */
export function billingQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: billingKeys.current(organizationId),
    queryFn: () => callApi(billingApi.get),
    meta: { errorTitle: "Error loading billing" },
  });
}

/** What moving to `plan`, billed `period`, would mean now. */
export function planChangeQueryOptions(organizationId: string, plan: PlanId, period: BillingPeriod) {
  return queryOptions({
    queryKey: billingKeys.planChange(organizationId, plan, period),
    queryFn: () => callApi(billingApi.planChange, { params: { plan }, query: { period } }),
    meta: SILENT,
  });
}

export function paymentQueryOptions(organizationId: string, paymentId: string) {
  return queryOptions({
    queryKey: billingKeys.payment(organizationId, paymentId),
    queryFn: () => callApi(billingApi.payment, { params: { paymentId } }),
    meta: SILENT,
  });
}

/** The installation's open EFT invoices; anyone but an operator is refused (403), which the page says. */
export function eftInvoicesQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.eftInvoices,
    queryFn: async () => (await callApi(operatorApi.eftInvoices)).invoices,
    meta: SILENT,
  });
}

/** Tax invoices of every organization, newest first, whose number or organization's name holds `q`. */
export function operatorInvoicesQueryOptions(q: string) {
  return queryOptions({
    queryKey: billingKeys.operatorInvoices(q),
    queryFn: async () => (await callApi(operatorApi.invoices, { query: { q } })).invoices,
    meta: SILENT,
  });
}

/** Where an operator opens any organization's invoice or credit note. */
export function operatorPdfPath(invoiceId: string): string {
  return `/api/operator/invoices/${encodeURIComponent(invoiceId)}.pdf`;
}

/** A change to the plan whose answer is the plan as it now stands. */
function usePlanUpdate<Input>(organizationId: string, mutationFn: (input: Input) => Promise<Billing>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: SILENT,
    async onSuccess(billing) {
      queryClient.setQueryData(billingKeys.current(organizationId), billing);
      await queryClient.invalidateQueries({ queryKey: billingKeys.organization(organizationId) });
    },
  });
}

/** A move to a lower plan (Free cancels) at the end of the period paid for. */
export const useScheduleChange = (organizationId: string) =>
  usePlanUpdate(organizationId, (input: { plan: PlanId; period: BillingPeriod }) =>
    callApi(billingApi.scheduleChange, { json: input }),
  );

/** "Keep my plan": forgets the change waiting for the end of the period. */
export const useCancelChange = (organizationId: string) =>
  usePlanUpdate(organizationId, () => callApi(billingApi.cancelChange));

/** Starts paying for a higher plan; an EFT's open invoice joins the list at once. */
export function useCheckout(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutRequest) => callApi(billingApi.checkout, { json: input }),
    meta: SILENT,
    onSuccess: (checkout) => {
      if (checkout.method === "eft") {
        void queryClient.invalidateQueries({ queryKey: billingKeys.current(organizationId) });
      }
    },
  });
}

/** Who the invoices are made out to; the form shows a refusal under its field. */
export function useSaveProfile(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: BillingProfile) => callApi(billingApi.updateProfile, { json: profile }),
    meta: SILENT,
    onSuccess: (profile) => {
      queryClient.setQueryData(billingKeys.current(organizationId), (billing: Billing | undefined) =>
        billing ? { ...billing, profile } : billing,
      );
    },
  });
}

/** Whether this paid payment's tier change is still to be recorded (true once only). */
export function useReportPayment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => callApi(billingApi.reportPayment, { params: { paymentId } }),
    meta: SILENT,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.current(organizationId) }),
  });
}

function useOperatorAction(errorTitle: string, action: (invoiceId: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    meta: { errorTitle },
    // An invoice paid, cancelled or refunded changes both of the desk's lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.operator }),
  });
}

export const useMarkEftPaid = () =>
  useOperatorAction("Error marking invoice paid", (invoiceId) =>
    callApi(operatorApi.markEftPaid, { params: { invoiceId } }),
  );

export const useCancelEft = () =>
  useOperatorAction("Error cancelling invoice", (invoiceId) =>
    callApi(operatorApi.cancelEft, { params: { invoiceId } }),
  );

/** A paid invoice refunded whole with a credit note; a refusal is shown in the dialog that asked. */
export function useRefundInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, reason }: { invoiceId: string; reason: string }) =>
      callApi(operatorApi.refund, { params: { invoiceId }, json: { reason } }),
    meta: SILENT,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.operator }),
  });
}
