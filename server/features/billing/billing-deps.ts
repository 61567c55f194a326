// What billing reads and does: the database, the environment (BILLING, PayFast, the issuer), the clock,
// the mailer, the job runner, and the card gateway when PayFast is configured.
import type { Clock } from "../../clock";
import type { Db } from "../../db/create-db";
import type { Env } from "../../env";
import type { JobRunner } from "../../jobs/job-runner";
import type { Mailer } from "../../mail/mailer";
import { createPayfastGateway } from "./payfast/payfast-gateway";
import type { CardGateway } from "./payment-gateway";

export type BillingDeps = {
  db: Db;
  env: Pick<Env, "billing" | "payments" | "appOrigin">;
  clock: Clock;
  mailer: Mailer;
  jobs: JobRunner;
  /** PayFast, where it is configured; without it plans are paid by EFT. */
  card?: CardGateway;
};

/** The billing deps of the app's: the card gateway made from PAYFAST_* when they are set. */
export function billingDeps(deps: Omit<BillingDeps, "card">): BillingDeps {
  const payfast = deps.env.payments.payfast;
  return { ...deps, card: payfast ? createPayfastGateway(payfast) : undefined };
}
