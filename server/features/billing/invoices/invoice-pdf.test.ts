import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";
import { signedUpOwner } from "../../../test/api";
import { describeEachDb, type TestApp } from "../../../test/test-app";
import { invoicePdf } from "./invoice-pdf";
import { creditNote, issueInvoice } from "./issue-invoice";

const NOW = new Date("2026-11-28T08:00:00Z");
const BANK = "First Example Bank, account 62000000001, branch code 250655";

/** The PDF's words as a reader sees them, line by line in the page's layout. */
function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
}

async function billedOrganization(app: TestApp) {
  const { organization } = await signedUpOwner(app);
  await app.deps.db.kysely
    .insertInto("billing_profiles")
    .values({
      organization_id: organization.id,
      name: "Karoo Roasters (Pty) Ltd",
      address: "3 Kerk Street\nPrince Albert\n6930",
      vat_number: "4222222222",
      updated_at: NOW.toISOString(),
    })
    .execute();
  return organization;
}

describeEachDb("the PDF of a tax invoice", (use) => {
  it("shows a paid invoice with its issuer, customer, number, date and the VAT apart", async () => {
    const app = use();
    const organization = await billedOrganization(app);
    const invoice = await issueInvoice(app.deps.db.kysely, {
      organizationId: organization.id,
      kind: "invoice",
      description: "Starter plan, monthly",
      totalCents: 9_900,
      status: "paid",
      issuer: app.env.payments.issuer,
      now: NOW,
    });
    const pdf = await invoicePdf(invoice, { bankAccount: BANK });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const words of [
      "Tax Invoice",
      "Webcraft (Pty) Ltd",
      "VAT No. 4000000000",
      invoice.number,
      "28 November 2026",
      "Bill to",
      "Karoo Roasters (Pty) Ltd",
      "Prince Albert",
      "VAT No. 4222222222",
      "Starter plan, monthly",
      "Amount excl. VAT",
      "VAT (15%)",
      "R 86.09",
      "R 12.91",
      "R 99.00",
      "Paid on 28 November 2026",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain(BANK);
    expect((await invoicePdf(invoice, { bankAccount: BANK })).equals(pdf)).toBe(true);
  });

  it("asks for an EFT on an open invoice, with the bank account and the reference", async () => {
    const app = use();
    const organization = await billedOrganization(app);
    const invoice = await issueInvoice(app.deps.db.kysely, {
      organizationId: organization.id,
      kind: "invoice",
      description: "Business plan, yearly",
      totalCents: 249_000,
      status: "open",
      eftReference: "WC-7K3Q9",
      issuer: app.env.payments.issuer,
      now: NOW,
    });
    const text = pdfText(await invoicePdf(invoice, { bankAccount: BANK }));
    for (const words of ["Tax Invoice", "Due: pay by EFT", BANK, "Reference: WC-7K3Q9", "R 2 490.00", "R 324.78"]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("Paid on");
  });

  it("calls a credit note one, naming the invoice it credits", async () => {
    const app = use();
    const organization = await billedOrganization(app);
    const db = app.deps.db.kysely;
    const issuer = app.env.payments.issuer;
    const invoice = await issueInvoice(db, {
      organizationId: organization.id,
      kind: "invoice",
      description: "Starter plan, monthly",
      totalCents: 9_900,
      status: "paid",
      issuer,
      now: NOW,
    });
    const note = await creditNote(db, { invoice, totalCents: 5_000, description: "Refund", issuer, now: NOW });
    const text = pdfText(await invoicePdf(note, { bankAccount: BANK, creditedNumber: invoice.number }));
    for (const words of ["Credit Note", note.number, `Credits tax invoice ${invoice.number}`, "R 50.00", "R 6.52"]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("Tax Invoice");
  });
});
