// The mail that brings an owner their tax invoice or credit note, the PDF attached, so it can go
// straight to their bookkeeper.
import { formatRand } from "@common/plans";
import type { Mail } from "../../../mail/mailer";
import { layout } from "../../../mail/templates";
import type { InvoiceRow } from "./issue-invoice";

/** What the mail says of the invoice, in a sentence or two. */
function summary(invoice: InvoiceRow): { heading: string; body: string } {
  const amount = formatRand(invoice.total_cents);
  if (invoice.kind === "credit_note") {
    return {
      heading: `Credit note ${invoice.number}`,
      body: `We have credited ${amount} for "${invoice.description}". The credit note ${invoice.number} is attached for your records.`,
    };
  }
  if (invoice.status === "open") {
    const reference = invoice.eft_reference ? `, with the reference ${invoice.eft_reference}` : "";
    return {
      heading: `Tax invoice ${invoice.number}`,
      body: `Your tax invoice ${invoice.number} for ${amount} ("${invoice.description}") is attached. Please pay it by EFT${reference}; the bank account is on the invoice.`,
    };
  }
  return {
    heading: `Tax invoice ${invoice.number}`,
    body: `Thank you for your payment. Your tax invoice ${invoice.number} for ${amount} ("${invoice.description}") is attached for your records.`,
  };
}

/** The invoice's mail to `to`, its PDF attached as `INV-000042.pdf`, linking to the billing screen. */
export function invoiceMail(input: { invoice: InvoiceRow; pdf: Buffer; to: string; appOrigin: string }): Mail {
  const { invoice } = input;
  const url = `${input.appOrigin}/admin/billing`;
  const { heading, body } = summary(invoice);
  const what = invoice.kind === "credit_note" ? "Credit note" : "Tax invoice";
  return {
    to: input.to,
    subject: `${what} ${invoice.number} from Webcraft`,
    text: `${body}\n\nSee your invoices and plan: ${url}\n`,
    html: layout(heading, body, { label: "Open billing", url }),
    // No `link`, as for the other notification mails: the log's last link stays an account mail's.
    attachments: [
      {
        filename: `${invoice.number}.pdf`,
        contentType: "application/pdf",
        contentBase64: input.pdf.toString("base64"),
      },
    ],
  };
}
