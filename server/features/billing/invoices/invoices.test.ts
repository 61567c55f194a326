import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "../../../db/schema";
import { signedUpOwner } from "../../../test/api";
import { describeEachDb, type TestApp } from "../../../test/test-app";
import type { InvoiceSeries } from "./invoice-numbers";
import {
  creditNote,
  type InvoiceInput,
  invoiceOf,
  invoicesOf,
  issueInvoice,
  markInvoicePaid,
  partyOf,
} from "./issue-invoice";

const NOW = new Date("2026-11-28T08:00:00Z");

function starterInvoice(app: TestApp, organizationId: string, overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    organizationId,
    kind: "invoice",
    description: "Starter plan, monthly",
    totalCents: 9_900,
    status: "paid",
    issuer: app.env.payments.issuer,
    now: NOW,
    ...overrides,
  } as InvoiceInput;
}

/** The last number given in a series: the tests share one database, so each counts on from here. */
async function lastNumber(db: Kysely<Database>, series: InvoiceSeries): Promise<number> {
  const row = await db.selectFrom("invoice_counters").select("last").where("series", "=", series).executeTakeFirst();
  return row ? Number(row.last) : 0;
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describeEachDb("tax invoices and credit notes", (use) => {
  it("makes an invoice out to the billing profile, or to the organization's name until there is one", async () => {
    const app = use();
    const db = app.deps.db.kysely;
    const { organization } = await signedUpOwner(app);
    const bare = await issueInvoice(db, starterInvoice(app, organization.id));
    expect(partyOf(bare.bill_to)).toEqual({ name: organization.name, address: "", vat_number: null });
    expect(partyOf(bare.issuer)).toEqual({
      name: "Webcraft (Pty) Ltd",
      address: expect.any(String),
      vat_number: "4000000000",
    });
    expect(bare).toMatchObject({ number: `INV-${String(bare.sequence).padStart(6, "0")}`, vat_cents: 1_291 });
    expect(new Date(bare.paid_at ?? 0)).toEqual(NOW);

    const profile = {
      name: "Karoo Roasters (Pty) Ltd",
      address: "3 Kerk Street\nPrince Albert",
      vat_number: "4111111111",
    };
    await db
      .insertInto("billing_profiles")
      .values({ organization_id: organization.id, ...profile, updated_at: NOW.toISOString() })
      .execute();
    const billed = await issueInvoice(
      db,
      starterInvoice(app, organization.id, { status: "open", eftReference: "WC-K4R00" }),
    );
    expect(partyOf(billed.bill_to)).toEqual(profile);
    expect(billed).toMatchObject({ status: "open", paid_at: null, eft_reference: "WC-K4R00" });
  });

  it("numbers 20 invoices issued at once 1 to 20 on from the last, none twice and none skipped", async () => {
    const app = use();
    const db = app.deps.db.kysely;
    const { organization } = await signedUpOwner(app);
    const before = await lastNumber(db, "invoice");
    const issued = await Promise.all(
      range(0, 20).map(() =>
        db.transaction().execute((trx) => issueInvoice(trx, starterInvoice(app, organization.id))),
      ),
    );
    expect(issued.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(range(before + 1, 20));
    expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(20);
  });

  it("gives the number of an issue that rolled back to the next one, even among issues at once", async () => {
    const app = use();
    const db = app.deps.db.kysely;
    const { organization } = await signedUpOwner(app);
    const before = await lastNumber(db, "invoice");
    const failed = db.transaction().execute(async (trx) => {
      await issueInvoice(trx, starterInvoice(app, organization.id, { description: "Never recorded" }));
      throw new Error("the payment could not be recorded");
    });
    await expect(failed).rejects.toThrow("the payment could not be recorded");
    expect((await issueInvoice(db, starterInvoice(app, organization.id))).sequence).toBe(before + 1);

    // Every third of twelve issues fails after taking its number: the other eight still count on without a gap.
    const outcomes = await Promise.allSettled(
      range(0, 12).map((i) =>
        db.transaction().execute(async (trx) => {
          const invoice = await issueInvoice(trx, starterInvoice(app, organization.id));
          if (i % 3 === 0) throw new Error("rolled back");
          return invoice;
        }),
      ),
    );
    const kept = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value.sequence] : []));
    expect(kept.sort((a, b) => a - b)).toEqual(range(before + 2, 8));
    const listed = await invoicesOf(db, organization.id);
    expect(listed.map((invoice) => invoice.description)).not.toContain("Never recorded");
    expect(listed).toHaveLength(9);
  });

  it("numbers credit notes in their own series and never credits more than an invoice has left", async () => {
    const app = use();
    const db = app.deps.db.kysely;
    const { organization } = await signedUpOwner(app);
    const issuer = app.env.payments.issuer;
    const invoice = await issueInvoice(db, starterInvoice(app, organization.id));
    const invoicesBefore = await lastNumber(db, "invoice");
    const notesBefore = await lastNumber(db, "credit_note");

    const refund = await creditNote(db, { invoice, totalCents: 5_000, description: "Refund", issuer, now: NOW });
    expect(refund).toMatchObject({
      kind: "credit_note",
      series: "credit_note",
      sequence: notesBefore + 1,
      number: `CN-${String(notesBefore + 1).padStart(6, "0")}`,
      credits_invoice_id: invoice.id,
      total_cents: 5_000,
      vat_cents: 652,
      status: "credited",
      bill_to: invoice.bill_to,
    });
    const tooMuch = creditNote(db, { invoice, totalCents: 4_901, description: "Refund", issuer, now: NOW });
    await expect(tooMuch).rejects.toThrow("A credit note on");
    await expect(tooMuch).rejects.toThrow("can be for at most R 49.00");
    const rest = await creditNote(db, { invoice, totalCents: 4_900, description: "Downgrade", issuer, now: NOW });
    expect(rest.sequence).toBe(notesBefore + 2);
    await expect(
      creditNote(db, { invoice, totalCents: 1, description: "One cent more", issuer, now: NOW }),
    ).rejects.toThrow("at most R 0.00");
    await expect(
      creditNote(db, { invoice: refund, totalCents: 1, description: "A note on a note", issuer, now: NOW }),
    ).rejects.toThrow("There is no such invoice to credit.");
    expect(await lastNumber(db, "invoice")).toBe(invoicesBefore);
    expect(await lastNumber(db, "credit_note")).toBe(notesBefore + 2);
  });

  it("marks an open EFT invoice paid once, and nothing else", async () => {
    const app = use();
    const db = app.deps.db.kysely;
    const { organization } = await signedUpOwner(app);
    const open = await issueInvoice(db, starterInvoice(app, organization.id, { status: "open", eftReference: "WC-1" }));
    const paid = await issueInvoice(db, starterInvoice(app, organization.id));
    const later = new Date("2026-12-02T10:00:00Z");
    expect(await markInvoicePaid(db, open.id, later)).toBe(true);
    const settled = await invoiceOf(db, organization.id, open.id);
    expect(settled?.status).toBe("paid");
    expect(new Date(settled?.paid_at ?? 0)).toEqual(later);
    expect(await markInvoicePaid(db, open.id, new Date())).toBe(false);
    expect(await markInvoicePaid(db, paid.id, later)).toBe(false);
    expect(new Date((await invoiceOf(db, organization.id, paid.id))?.paid_at ?? 0)).toEqual(NOW);
  });

  it("lists an organization's own invoices newest first, and finds none of another's", async () => {
    const app = use();
    const db = app.deps.db.kysely;
    const mine = await signedUpOwner(app);
    const theirs = await signedUpOwner(app);
    const first = await issueInvoice(db, starterInvoice(app, mine.organization.id));
    const second = await issueInvoice(
      db,
      starterInvoice(app, mine.organization.id, { now: new Date("2026-12-28T08:00:00Z") }),
    );
    const foreign = await issueInvoice(db, starterInvoice(app, theirs.organization.id));
    expect((await invoicesOf(db, mine.organization.id)).map((invoice) => invoice.id)).toEqual([second.id, first.id]);
    expect(await invoiceOf(db, mine.organization.id, foreign.id)).toBeUndefined();
    expect((await invoiceOf(db, theirs.organization.id, foreign.id))?.number).toBe(foreign.number);
    await expect(
      creditNote(db, {
        invoice: { ...foreign, organization_id: mine.organization.id },
        totalCents: 100,
        description: "Not ours",
        issuer: app.env.payments.issuer,
        now: NOW,
      }),
    ).rejects.toThrow("There is no such invoice to credit.");
  });
});
