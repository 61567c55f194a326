// The billing feature's public entry: the app's routes load its screens from here.

export { billingQueryOptions } from "./api/billing-api";
export { BillingPage } from "./pages/billing-page";
export { OperatorPage } from "./pages/operator-page";
export { PaymentReturnPage } from "./pages/payment-return-page";
export { PlanPage } from "./pages/plan-page";
