// Issuing tax invoices and credit notes, and reading them back. An invoice is written once, with its
// number, and never edited after, except an open EFT invoice being marked paid; a correction is a credit
// note that names the invoice it reverses.
import { randomUUID } from "node:crypto";
import { formatRand, vatCents } from "@common/plans";
import type { Kysely, Selectable } from "kysely";
import type { Database, InvoiceTable } from "../../../db/schema";
import type { Issuer } from "../../../env-billing";
import { AppError } from "../../../errors";
import { nextInvoiceNumber } from "./invoice-numbers";

export type InvoiceRow = Selectable<InvoiceTable>;

/** Who an invoice names, issuer or customer, as it was on the day: the JSON of `bill_to` and `issuer`. */
export type PartySnapshot = { name: string; address: string; vat_number: string | null };

type CommonInput = {
  organizationId: string;
  paymentId?: string | null;
  description: string;
  /** VAT-inclusive, in cents, more than nothing. */
  totalCents: number;
  issuer: Issuer;
  now: Date;
};

export type InvoiceInput = CommonInput &
  (
    | { kind: "invoice"; status: "paid" | "open"; eftReference?: string | null; creditsInvoiceId?: null }
    | { kind: "credit_note"; creditsInvoiceId: string }
  );

/** Runs `work` in the caller's transaction when `db` is one, else in a transaction of its own. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The organization's billing profile, or its name alone until it has filled one in. */
async function billToOf(trx: Kysely<Database>, organizationId: string): Promise<PartySnapshot> {
  const profile = await trx
    .selectFrom("billing_profiles")
    .select(["name", "address", "vat_number"])
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (profile) return profile;
  const organization = await trx
    .selectFrom("organization")
    .select("name")
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return { name: organization.name, address: "", vat_number: null };
}

/** What of `invoice` no credit note has reversed yet, in cents. */
async function uncreditedCents(trx: Kysely<Database>, invoice: InvoiceRow): Promise<number> {
  const credited = await trx
    .selectFrom("invoices")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("total_cents"), eb.lit(0)).as("cents"))
    .where("credits_invoice_id", "=", invoice.id)
    .executeTakeFirstOrThrow();
  return invoice.total_cents - Number(credited.cents);
}

/**
 * The invoice a credit note reverses, refused when the note would take back more than is left of it.
 * Called after the credit note's number is taken: that lock makes two credit notes check in turn.
 */
async function creditedInvoice(trx: Kysely<Database>, input: InvoiceInput & { kind: "credit_note" }) {
  const invoice = await trx
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", input.creditsInvoiceId)
    .where("organization_id", "=", input.organizationId)
    .where("kind", "=", "invoice")
    .executeTakeFirst();
  if (!invoice) throw new AppError("NOT_FOUND", "There is no such invoice to credit.");
  const left = await uncreditedCents(trx, invoice);
  if (input.totalCents > left) {
    throw new AppError("CONFLICT", `A credit note on ${invoice.number} can be for at most ${formatRand(left)}.`);
  }
  return invoice;
}

/**
 * Numbers and writes an invoice or a credit note, in `db`'s transaction when it is one (the billing
 * service issues the invoice in the transaction that records the payment), else in its own. A credit
 * note is made out to whoever its invoice was, and counts as settled ("credited") when issued. A refusal
 * throws after the number is taken: the transaction must end with it, as any throw here does, or the
 * number would be spent without an invoice.
 */
export async function issueInvoice(db: Kysely<Database>, input: InvoiceInput): Promise<InvoiceRow> {
  if (!Number.isInteger(input.totalCents) || input.totalCents <= 0) {
    throw new Error(`An invoice's total must be a positive number of cents, not ${input.totalCents}`);
  }
  return inTransaction(db, async (trx) => {
    const { sequence, number } = await nextInvoiceNumber(trx, input.kind);
    const credited = input.kind === "credit_note" ? await creditedInvoice(trx, input) : undefined;
    const billTo = credited ? credited.bill_to : JSON.stringify(await billToOf(trx, input.organizationId));
    const issuer: PartySnapshot = {
      name: input.issuer.name,
      address: input.issuer.address,
      vat_number: input.issuer.vatNumber,
    };
    const status = input.kind === "credit_note" ? "credited" : input.status;
    const issuedAt = input.now.toISOString();
    return trx
      .insertInto("invoices")
      .values({
        id: randomUUID(),
        organization_id: input.organizationId,
        series: input.kind,
        sequence,
        number,
        kind: input.kind,
        credits_invoice_id: credited?.id ?? null,
        payment_id: input.paymentId ?? null,
        description: input.description,
        total_cents: input.totalCents,
        vat_cents: vatCents(input.totalCents),
        status,
        eft_reference: input.kind === "invoice" ? (input.eftReference ?? null) : null,
        bill_to: billTo,
        issuer: JSON.stringify(issuer),
        issued_at: issuedAt,
        paid_at: status === "open" ? null : issuedAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** A credit note against `invoice`, for a refund or a prorated downgrade; never more than is left of it. */
export function creditNote(
  db: Kysely<Database>,
  input: { invoice: InvoiceRow; totalCents: number; description: string; issuer: Issuer; now: Date },
): Promise<InvoiceRow> {
  return issueInvoice(db, {
    kind: "credit_note",
    organizationId: input.invoice.organization_id,
    creditsInvoiceId: input.invoice.id,
    description: input.description,
    totalCents: input.totalCents,
    issuer: input.issuer,
    now: input.now,
  });
}

/** Records an open EFT invoice as paid; false when it was not open (paid already, or no such invoice). */
export async function markInvoicePaid(db: Kysely<Database>, invoiceId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("invoices")
    .set({ status: "paid", paid_at: now.toISOString() })
    .where("id", "=", invoiceId)
    .where("kind", "=", "invoice")
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The organization's invoices and credit notes, newest first. */
export function invoicesOf(db: Kysely<Database>, organizationId: string): Promise<InvoiceRow[]> {
  return db
    .selectFrom("invoices")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("issued_at", "desc")
    .orderBy("sequence", "desc")
    .execute();
}

/** One of the organization's invoices; undefined for an unknown id or another organization's invoice. */
export function invoiceOf(
  db: Kysely<Database>,
  organizationId: string,
  invoiceId: string,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", invoiceId)
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
}

/** The issuer or customer an invoice names, read back from its JSON. */
export function partyOf(json: string): PartySnapshot {
  const party = JSON.parse(json) as Partial<PartySnapshot>;
  return { name: party.name ?? "", address: party.address ?? "", vat_number: party.vat_number ?? null };
}
