// Refunds, kept by the installation's operators: money given back for a paid invoice, all of it, is
// recorded with a credit note (an issued tax invoice is never edited) that carries the reason and is
// mailed to the owners. The money itself moves elsewhere: a card payment is refunded in PayFast's own
// dashboard, an EFT by a transfer back. The plan is left alone: an organization that should also lose
// its plan cancels it as any owner does, so a refund for a double charge does not end a plan paid for.
import type { OperatorInvoice } from "@common/schemas/billing";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { isoTime } from "../../db/values";
import { AppError } from "../../errors";
import { invoiceSummary } from "./billing.service";
import type { BillingDeps } from "./billing-deps";
import { BILLING_MAIL_QUEUE, type BillingMailJob } from "./billing-mail";
import { creditNote, type InvoiceRow } from "./invoices/issue-invoice";

/** How many invoices the desk lists at once: enough for a search that names a number or a name. */
const FOUND_AT_MOST = 25;

const day = (at: InvoiceRow["issued_at"] | undefined) =>
  at === undefined
    ? "an earlier day"
    : new Date(isoTime(at)).toLocaleDateString("en-ZA", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });

export const REFUND_MESSAGES = {
  notFound: "No such invoice",
  creditNote: (number: string) => `${number} is a credit note: only a paid tax invoice can be refunded`,
  open: (number: string) =>
    `${number} is not paid yet, so there is nothing to refund: cancel it with a credit note at the EFT desk instead`,
  cancelled: (number: string, note: string) =>
    `${number} was never paid: credit note ${note} already cancelled it, so there is nothing to refund`,
  refunded: (number: string, note: string, on: string) =>
    `${number} was already refunded on ${on} with credit note ${note}: it cannot be refunded twice`,
};

/** The credit notes reversing each of `invoiceIds`, the latest of each. */
async function creditNotesOf(kdb: Kysely<Database>, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return new Map<string, InvoiceRow>();
  const notes = await kdb
    .selectFrom("invoices")
    .selectAll()
    .where("kind", "=", "credit_note")
    .where("credits_invoice_id", "in", invoiceIds)
    .orderBy("sequence", "asc")
    .execute();
  return new Map(notes.map((note) => [note.credits_invoice_id ?? "", note]));
}

/** Tax invoices of every organization, newest first, whose number or organization's name holds `q`. */
export async function findInvoices(deps: Pick<BillingDeps, "db">, q: string): Promise<OperatorInvoice[]> {
  const kdb = deps.db.kysely;
  let query = kdb
    .selectFrom("invoices")
    .innerJoin("organization", "organization.id", "invoices.organization_id")
    .leftJoin("payments", "payments.id", "invoices.payment_id")
    .selectAll("invoices")
    .select(["organization.name as organization_name", "payments.method as method"])
    .where("invoices.kind", "=", "invoice");
  const words = q.trim().toLowerCase();
  if (words) {
    // The words are matched as they are: a % or _ in them is no wildcard.
    const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref("invoices.number")}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref("organization.name")}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const rows = await query
    .orderBy("invoices.issued_at", "desc")
    .orderBy("invoices.sequence", "desc")
    .limit(FOUND_AT_MOST)
    .execute();
  const notes = await creditNotesOf(
    kdb,
    rows.map((row) => row.id),
  );
  return rows.map((row) => operatorInvoice(row, row.organization_name, row.method, notes.get(row.id)));
}

function operatorInvoice(
  row: InvoiceRow,
  organizationName: string,
  method: string | null,
  note: InvoiceRow | undefined,
): OperatorInvoice {
  return {
    ...invoiceSummary(row),
    organization_id: row.organization_id,
    organization_name: organizationName,
    method: method === "card" || method === "eft" ? method : null,
    credit_note: note ? { id: note.id, number: note.number, description: note.description } : null,
  };
}

/** Why `invoice` cannot be refunded, as read inside the refund's transaction. */
async function refusal(trx: Kysely<Database>, invoice: InvoiceRow): Promise<AppError> {
  if (invoice.status === "open") return new AppError("CONFLICT", REFUND_MESSAGES.open(invoice.number));
  const note = (await creditNotesOf(trx, [invoice.id])).get(invoice.id);
  const noteNumber = note?.number ?? "—";
  if (invoice.status === "refunded") {
    return new AppError("CONFLICT", REFUND_MESSAGES.refunded(invoice.number, noteNumber, day(note?.issued_at)));
  }
  return new AppError("CONFLICT", REFUND_MESSAGES.cancelled(invoice.number, noteNumber));
}

/**
 * Refunds a paid invoice, all of it, with a credit note. The invoice is claimed by moving it from paid to
 * refunded first: of two refunds at once, the second finds it refunded and is refused, without a number
 * spent.
 */
export async function refundInvoice(
  deps: Pick<BillingDeps, "db" | "env" | "jobs" | "clock">,
  invoiceId: string,
  reason: string,
): Promise<OperatorInvoice> {
  const now = deps.clock.now();
  const kdb = deps.db.kysely;
  const { invoice, note } = await kdb.transaction().execute(async (trx) => {
    const found = await trx.selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirst();
    if (!found) throw new AppError("NOT_FOUND", REFUND_MESSAGES.notFound);
    if (found.kind !== "invoice") throw new AppError("CONFLICT", REFUND_MESSAGES.creditNote(found.number));
    const claimed = await trx
      .updateTable("invoices")
      .set({ status: "refunded" })
      .where("id", "=", invoiceId)
      .where("status", "=", "paid")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) {
      const current = await trx
        .selectFrom("invoices")
        .selectAll()
        .where("id", "=", invoiceId)
        .executeTakeFirstOrThrow();
      throw await refusal(trx, current);
    }
    const issued = await creditNote(trx, {
      invoice: found,
      totalCents: found.total_cents,
      description: `Refund of ${found.number}: ${reason.trim()}`,
      issuer: deps.env.payments.issuer,
      now,
    });
    return { invoice: { ...found, status: "refunded" }, note: issued };
  });
  await deps.jobs.send<BillingMailJob>(BILLING_MAIL_QUEUE, { kind: "invoice", invoiceId: note.id });
  const organization = await kdb
    .selectFrom("organization")
    .select("name")
    .where("id", "=", invoice.organization_id)
    .executeTakeFirstOrThrow();
  const payment = invoice.payment_id
    ? await kdb.selectFrom("payments").select("method").where("id", "=", invoice.payment_id).executeTakeFirst()
    : undefined;
  return operatorInvoice(invoice, organization.name, payment?.method ?? null, note);
}
