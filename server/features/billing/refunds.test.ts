// Refunds at the operators' desk: a paid invoice found by its number or its organization's name, refunded
// whole with a credit note next in its series, mailed to the owners; the plan left alone; a refund asked
// twice, or of an invoice never paid, refused with why.
import { execFileSync } from "node:child_process";
import type { Billing, Checkout, OperatorInvoice } from "@common/schemas/billing";
import { expect, it } from "vitest";
import { apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { billingWorld } from "../../test/billing-world";
import { outbox } from "../../test/outbox";
import { drainBilling } from "../../test/plans";
import { describeEachDb, type TestApp, type TestUser } from "../../test/test-app";

const world = billingWorld();
type Found = { invoices: OperatorInvoice[] };

const operators = new WeakMap<TestApp, TestUser>();
/** The installation's operator (PLATFORM_ADMINS), signed up once per app. */
async function operatorUser(app: TestApp) {
  const known = operators.get(app) ?? (await app.signUp({ email: "operator@example.com" }));
  operators.set(app, known);
  return known;
}
const operatorOf = async (app: TestApp) => apiAs(app, await operatorUser(app));

/** The words of an invoice's PDF as the operator downloads it. */
async function operatorPdf(app: TestApp, invoiceId: string): Promise<string> {
  const response = await app.request(`/api/operator/invoices/${invoiceId}.pdf`, {
    token: (await operatorUser(app)).token,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  return execFileSync("pdftotext", ["-layout", "-", "-"], {
    input: Buffer.from(await response.arrayBuffer()),
  }).toString("utf8");
}

/** An organization on Starter, paid by card through the simulator: the owner and the paid invoice. */
async function paidStarter(app: TestApp, name: string) {
  const user = await app.signUp();
  const organization = await app.createOrganization(user, name);
  const api = apiAs(app, user);
  const { body: checkout } = await api.call<Checkout>("POST", "/api/billing/checkout", {
    plan: "starter",
    period: "monthly",
  });
  await world.pay(checkout);
  const billing = (await api.call<Billing>("GET", "/api/billing")).body;
  const invoice = billing.invoices?.[0];
  if (invoice?.status !== "paid") throw new Error("expected a paid invoice");
  return { user, organization, api, invoice };
}

const lastCreditNote = async (app: TestApp) =>
  (
    await app.deps.db.kysely
      .selectFrom("invoice_counters")
      .select("last")
      .where("series", "=", "credit_note")
      .executeTakeFirst()
  )?.last ?? 0;

describeEachDb(
  "refunds at the operators' desk",
  (use) => {
    it("finds a paid card invoice and refunds it with the next credit note, mailed; the plan stays", async () => {
      world.bind(use());
      const team = await paidStarter(use(), "Karoo Refund Traders");
      const operator = await operatorOf(use());
      const byName = await operator.call<Found>("GET", "/api/operator/invoices?q=karoo%20refund");
      expect(byName.body.invoices).toEqual([
        expect.objectContaining({
          id: team.invoice.id,
          organization_name: "Karoo Refund Traders",
          status: "paid",
          method: "card",
          credit_note: null,
        }),
      ]);
      const byNumber = await operator.call<Found>(
        "GET",
        `/api/operator/invoices?q=${team.invoice.number.toLowerCase()}`,
      );
      expect(byNumber.body.invoices.map((invoice) => invoice.id)).toEqual([team.invoice.id]);
      // A % in the words is looked for as it is, not as a wildcard.
      expect((await operator.call<Found>("GET", "/api/operator/invoices?q=%25")).body.invoices).toEqual([]);

      const notesBefore = await lastCreditNote(use());
      const refund = await operator.call<OperatorInvoice>("POST", `/api/operator/invoices/${team.invoice.id}/refund`, {
        reason: "  Charged twice in November  ",
      });
      expect(refund.status).toBe(200);
      const number = `CN-${String(notesBefore + 1).padStart(6, "0")}`;
      expect(refund.body).toMatchObject({
        id: team.invoice.id,
        status: "refunded",
        credit_note: { number, description: `Refund of ${team.invoice.number}: Charged twice in November` },
      });
      expect(await lastCreditNote(use())).toBe(notesBefore + 1);

      // The owner sees both, and the plan paid for is still theirs.
      const billing = (await team.api.call<Billing>("GET", "/api/billing")).body;
      expect(billing.plan.id).toBe("starter");
      expect(
        billing.invoices?.map((invoice) => [invoice.number, invoice.kind, invoice.status, invoice.total_cents]),
      ).toEqual([
        [number, "credit_note", "credited", 9_900],
        [team.invoice.number, "invoice", "refunded", 9_900],
      ]);
      expect((await team.api.call("POST", "/api/sites", { name: "Third" })).status).toBe(201);

      await drainBilling(use());
      const mail = outbox(use()).find(
        (m) => m.headers.get("to") === team.user.email && m.headers.get("subject")?.startsWith("Credit note"),
      );
      expect(mail?.headers.get("subject")).toBe(`Credit note ${number} from Webcraft`);
      expect(mail?.text).toContain(`Refund of ${team.invoice.number}: Charged twice in November`);
      expect(mail?.text).toContain(`filename=${number}.pdf`);

      // The operator opens both PDFs; the refunded invoice still says it was paid, and by which note it went back.
      const invoicePdf = await operatorPdf(use(), team.invoice.id);
      expect(invoicePdf).toContain("Paid on");
      expect(invoicePdf).toContain(`Refunded: see credit note ${number}.`);
      expect(await operatorPdf(use(), refund.body.credit_note?.id ?? "")).toContain(
        `Credits tax invoice ${team.invoice.number}`,
      );
      const owners = await use().request(`/api/operator/invoices/${team.invoice.id}.pdf`, { token: team.user.token });
      expect(owners.status).toBe(403);

      const again = await operator.call<ErrorBody>("POST", `/api/operator/invoices/${team.invoice.id}/refund`, {
        reason: "Once more",
      });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toMatch(
        new RegExp(
          `^${team.invoice.number} was already refunded on .+ with credit note ${number}: it cannot be refunded twice$`,
        ),
      );
      expect(await lastCreditNote(use())).toBe(notesBefore + 1);
      const found = await operator.call<Found>("GET", `/api/operator/invoices?q=${team.invoice.number}`);
      expect(found.body.invoices[0]).toMatchObject({ status: "refunded", credit_note: { number } });
    });

    it("refuses to refund what was never paid, a credit note, nothing, or without a reason", async () => {
      world.bind(use());
      const team = await signedUpOwner(use());
      const eft = async () => {
        const { body } = await team.api.call<Checkout>("POST", "/api/billing/checkout", {
          plan: "starter",
          period: "monthly",
          method: "eft",
        });
        if (body.method !== "eft") throw new Error("expected an EFT checkout");
        return body;
      };
      const operator = await operatorOf(use());
      const refund = (id: string, reason = "Asked for it back") =>
        operator.call<ErrorBody>("POST", `/api/operator/invoices/${id}/refund`, { reason });
      const numberOf = async (id: string) =>
        (await team.api.call<Billing>("GET", "/api/billing")).body.invoices?.find((invoice) => invoice.id === id)
          ?.number ?? "";

      const open = await eft();
      const openNumber = await numberOf(open.invoice_id);
      const notPaid = await refund(open.invoice_id);
      expect(notPaid.status).toBe(409);
      expect(notPaid.body.error.message).toBe(
        `${openNumber} is not paid yet, so there is nothing to refund: cancel it with a credit note at the EFT desk instead`,
      );

      const { body: note } = await operator.call<{ id: string; number: string }>(
        "POST",
        `/api/operator/eft-invoices/${open.invoice_id}/cancel`,
      );
      const cancelled = await refund(open.invoice_id);
      expect(cancelled.status).toBe(409);
      expect(cancelled.body.error.message).toBe(
        `${openNumber} was never paid: credit note ${note.number} already cancelled it, so there is nothing to refund`,
      );
      const onNote = await refund(note.id);
      expect(onNote.body.error.message).toBe(
        `${note.number} is a credit note: only a paid tax invoice can be refunded`,
      );
      expect((await refund("no-such-invoice")).status).toBe(404);

      const paid = await eft();
      await operator.call("POST", `/api/operator/eft-invoices/${paid.invoice_id}/paid`);
      const blank = await refund(paid.invoice_id, "   ");
      expect(blank.status).toBe(400);
      expect(JSON.stringify(blank.body)).toContain("Say why the money is refunded");
      const stranger = await team.api.call<ErrorBody>("POST", `/api/operator/invoices/${paid.invoice_id}/refund`, {
        reason: "Mine",
      });
      expect(stranger.status).toBe(403);
      expect(stranger.body.error.message).toContain("only its operators");
      const done = await operator.call<OperatorInvoice>("POST", `/api/operator/invoices/${paid.invoice_id}/refund`, {
        reason: "Paid by mistake",
      });
      expect(done.body).toMatchObject({ status: "refunded", method: "eft" });
    });

    it("refunds once when two refunds of one invoice arrive together", async () => {
      world.bind(use());
      const team = await paidStarter(use(), "Twice Refunded Co");
      const operator = await operatorOf(use());
      const notesBefore = await lastCreditNote(use());
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          operator.call<ErrorBody>("POST", `/api/operator/invoices/${team.invoice.id}/refund`, { reason: "Dup" }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(await lastCreditNote(use())).toBe(notesBefore + 1);
      const notes = await use()
        .deps.db.kysely.selectFrom("invoices")
        .select("number")
        .where("credits_invoice_id", "=", team.invoice.id)
        .execute();
      expect(notes).toHaveLength(1);
    });
  },
  world.env,
);
