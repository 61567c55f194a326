// Billing's mails, each a job so a request or a notification answers at once: the tax invoice (its PDF
// attached) on every payment and every open EFT invoice, the failed-payment notice that starts the
// dunning, the reminder before grace ends, and the notice that the plan has changed. They go to the
// organization's owners, who are the ones who pay.
import { formatRand, PLANS, type PlanId } from "@common/plans";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { layout } from "../../mail/templates";
import type { BillingDeps } from "./billing-deps";
import { invoiceDocument } from "./invoices/invoice-document";
import { invoiceMail } from "./invoices/invoice-mail";
import { graceEnds, planStateOf } from "./plan-state";

export const BILLING_MAIL_QUEUE = "billing-mail";

export type BillingMailJob =
  | { kind: "invoice"; invoiceId: string }
  | { kind: "payment-failed"; organizationId: string }
  | { kind: "grace-reminder"; organizationId: string }
  | { kind: "plan-changed"; organizationId: string; plan: PlanId };

/** The owners' addresses: who billing mails. */
async function ownersOf(kdb: Kysely<Database>, organizationId: string): Promise<string[]> {
  const rows = await kdb
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .select("user.email")
    .where("member.organizationId", "=", organizationId)
    .where("member.role", "like", "%owner%")
    .execute();
  return rows.map((row) => row.email);
}

const day = (date: Date) =>
  date.toLocaleDateString("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** The words of a notice about the organization's plan, for each kind that is not an invoice. */
async function noticeOf(deps: BillingDeps, job: Exclude<BillingMailJob, { kind: "invoice" }>) {
  const state = await planStateOf(deps.db.kysely, job.organizationId);
  const url = `${deps.env.appOrigin}/admin/billing`;
  const ends = state.graceStartedAt ? day(graceEnds(state.graceStartedAt)) : "";
  const price = formatRand(state.plan.monthlyCents);
  if (job.kind === "payment-failed") {
    return {
      subject: `Your Webcraft ${state.plan.name} payment did not go through`,
      heading: "Your payment did not go through",
      body: `The payment for your ${state.plan.name} plan (${price} a month) did not go through. Pay by ${ends} to keep it; after that your organization moves to the Free plan. Nothing is deleted and your sites stay online.`,
      action: { label: "Pay now", url },
    };
  }
  if (job.kind === "grace-reminder") {
    return {
      subject: `Your Webcraft ${state.plan.name} plan ends on ${ends}`,
      heading: `Your ${state.plan.name} plan ends on ${ends}`,
      body: `Your organization is over the limits of the plan it moves to on ${ends}. Pay for ${state.plan.name}, or bring what you use within the new plan's limits, before then. Nothing is deleted either way.`,
      action: { label: "Open billing", url },
    };
  }
  const plan = PLANS[job.plan];
  return {
    subject: `Your organization is now on Webcraft ${plan.name}`,
    heading: `You are now on ${plan.name}`,
    body: `Your organization moved to the ${plan.name} plan. Everything you made is kept and your sites stay online; beyond ${plan.name}'s limits nothing new can be added until you upgrade.`,
    action: { label: "See plans", url },
  };
}

async function sendBillingMail(deps: BillingDeps, job: BillingMailJob): Promise<void> {
  const kdb = deps.db.kysely;
  if (job.kind === "invoice") {
    const invoice = await kdb.selectFrom("invoices").selectAll().where("id", "=", job.invoiceId).executeTakeFirst();
    if (!invoice) return;
    const pdf = await invoiceDocument(kdb, invoice, deps.env.payments.bankAccount);
    for (const to of await ownersOf(kdb, invoice.organization_id)) {
      await deps.mailer.send(invoiceMail({ invoice, pdf, to, appOrigin: deps.env.appOrigin }));
    }
    return;
  }
  const notice = await noticeOf(deps, job);
  for (const to of await ownersOf(kdb, job.organizationId)) {
    await deps.mailer.send({
      to,
      subject: notice.subject,
      text: `${notice.body}\n\n${notice.action.url}\n`,
      html: layout(notice.heading, notice.body, notice.action),
      link: notice.action.url,
    });
  }
}

/** Registers the mail queue; call at boot before the runner starts. */
export async function registerBillingMailJobs(deps: BillingDeps): Promise<void> {
  await deps.jobs.work<BillingMailJob>(BILLING_MAIL_QUEUE, (job) => sendBillingMail(deps, job), {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
  });
}
