// Invoice numbers: one counter row per series, moved on inside the transaction that issues the
// invoice. A tax invoice's number must never skip or repeat, so the number is taken with the write it
// belongs to and rolls back with it.
import { type Kysely, sql } from "kysely";
import type { Database } from "../../../db/schema";

export type InvoiceSeries = "invoice" | "credit_note";

const PREFIX: Record<InvoiceSeries, string> = { invoice: "INV", credit_note: "CN" };
const DIGITS = 6;

/** As printed: `INV-000042`, `CN-000003`. */
export function invoiceNumber(series: InvoiceSeries, sequence: number): string {
  return `${PREFIX[series]}-${String(sequence).padStart(DIGITS, "0")}`;
}

/**
 * The next number of `series`, taken in the caller's transaction `trx`. The upsert locks the counter
 * row until that transaction ends, so on PostgreSQL a second issuer waits for the first to commit (and
 * then counts on from its number) or to roll back (and then takes the same number). SQLite needs no
 * lock of its own: Kysely runs one transaction at a time on its single connection.
 */
export async function nextInvoiceNumber(
  trx: Kysely<Database>,
  series: InvoiceSeries,
): Promise<{ sequence: number; number: string }> {
  // Outside a transaction the number would be spent even if the invoice were never written: a gap.
  if (!trx.isTransaction) throw new Error("nextInvoiceNumber must run inside the issuing transaction");
  const row = await trx
    .insertInto("invoice_counters")
    .values({ series, last: 1 })
    .onConflict((conflict) =>
      conflict.column("series").doUpdateSet({ last: sql<number>`${sql.ref("invoice_counters.last")} + 1` }),
    )
    .returning("last")
    .executeTakeFirstOrThrow();
  const sequence = Number(row.last);
  return { sequence, number: invoiceNumber(series, sequence) };
}
