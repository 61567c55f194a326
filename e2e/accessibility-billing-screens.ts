import { admin, heading, type Screen } from "./accessibility-kit";

// The suite's server does not bill (BILLING unset): each billing screen shows its "billing is off" state,
// the return page an unknown payment, and the operators' desk its refusal of a non-operator. The states of
// an installation that bills (plans, invoices, grace, the return page's outcomes, an admin's and a viewer's
// view, the operator desk with invoices and a refund) are checked the same way on a billing app of their
// own, in e2e/billing-states.spec.ts, e2e/billing-eft-only.spec.ts and e2e/billing-refunds.spec.ts
// (e2e/billing-axe.ts).
export const BILLING_SCREENS: Screen[] = [
  admin("Billing, billing off", "/admin/billing", () => "/admin/billing", heading("Billing is off on this server")),
  admin(
    "Billing plan, billing off",
    "/admin/billing/:slug",
    () => "/admin/billing/starter",
    heading("What Starter includes"),
  ),
  admin("Billing plan, unknown", "/admin/billing/:slug", () => "/admin/billing/pro", heading("Plan not found")),
  {
    ...admin(
      "Billing payment return, unknown payment",
      "/admin/billing/after",
      () => "/admin/billing/after?payment=no-such-payment",
      heading("We found no such payment"),
    ),
    allowedErrors: [/status of 404 .* @ .*\/api\/billing\/payments\/no-such-payment$/],
  },
  {
    ...admin(
      "Operator desk (billing), not an operator",
      "/admin/operator",
      () => "/admin/operator",
      heading("Operator desk"),
    ),
    allowedErrors: [/status of 403 .* @ .*\/api\/operator\/eft-invoices$/],
  },
];
