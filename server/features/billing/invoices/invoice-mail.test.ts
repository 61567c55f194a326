import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { signedUpOwner } from "../../../test/api";
import { outbox } from "../../../test/outbox";
import { describeEachDb } from "../../../test/test-app";
import { invoiceMail } from "./invoice-mail";
import { invoicePdf } from "./invoice-pdf";
import { issueInvoice } from "./issue-invoice";

/** The bytes of the attachment named `filename` in a raw .eml file (base64, as nodemailer writes it). */
function attachment(raw: string, filename: string): Buffer | undefined {
  const part = raw.split(/\n--/).find((section) => section.includes(`filename=${filename}`));
  if (!part) return undefined;
  const body = part.slice(part.indexOf("\n\n") + 2);
  return Buffer.from(body.replace(/\s+/g, ""), "base64");
}

describeEachDb("the invoice mail", (use) => {
  it("reaches the outbox through the mail queue with the PDF attached", async () => {
    const app = use();
    const { user, organization } = await signedUpOwner(app);
    const invoice = await issueInvoice(app.deps.db.kysely, {
      organizationId: organization.id,
      kind: "invoice",
      description: "Starter plan, monthly",
      totalCents: 9_900,
      status: "paid",
      issuer: app.env.payments.issuer,
      now: new Date("2026-11-28T08:00:00Z"),
    });
    const pdf = await invoicePdf(invoice, { bankAccount: app.env.payments.bankAccount });
    await app.deps.mailer.send(invoiceMail({ invoice, pdf, to: user.email, appOrigin: app.env.appOrigin }));
    await app.mailOut();

    const mail = outbox(app).find((m) => m.headers.get("to") === user.email);
    expect(mail?.headers.get("subject")).toBe(`Tax invoice ${invoice.number} from Webcraft`);
    expect(mail?.text).toContain("Thank you for your payment");
    expect(mail?.text).toContain(`${app.env.appOrigin}/admin/billing`);
    expect(mail?.text).toContain("Content-Type: application/pdf");
    const raw = readFileSync(join(app.env.dataDir, "outbox", mail?.file ?? ""), "utf8");
    expect(attachment(raw, `${invoice.number}.pdf`)?.equals(pdf)).toBe(true);
  });
});
