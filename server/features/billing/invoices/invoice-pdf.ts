// The PDF of a tax invoice or credit note, as South African VAT law asks of one: the words "Tax
// Invoice", who issues it and their VAT number, the customer, a number and date, what was sold, and the
// VAT apart from the price. Drawn with PDFKit's built-in Helvetica, so nothing is fetched or installed
// to render it.
import { formatRand, VAT_PERCENT } from "@common/plans";
import PDFDocument from "pdfkit";
import { type InvoiceRow, type PartySnapshot, partyOf } from "./issue-invoice";

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = "#0f172a";
const MUTED = "#64748b";
const RULE = "#cbd5e1";
const SHADE = "#f1f5f9";
const PAID = "#15803d";
const DUE = "#b45309";

/** The columns of the line table: the description takes what the three amounts leave. */
const AMOUNT_WIDTH = 88;
const COLUMNS = {
  description: { x: PAGE.margin + 8, width: CONTENT_WIDTH - 3 * AMOUNT_WIDTH - 16 },
  excl: { x: PAGE.margin + CONTENT_WIDTH - 3 * AMOUNT_WIDTH - 8, width: AMOUNT_WIDTH },
  vat: { x: PAGE.margin + CONTENT_WIDTH - 2 * AMOUNT_WIDTH - 8, width: AMOUNT_WIDTH },
  total: { x: PAGE.margin + CONTENT_WIDTH - AMOUNT_WIDTH - 8, width: AMOUNT_WIDTH },
};

export type InvoicePdfOptions = {
  /** The account an EFT is paid into, printed on an open invoice. */
  bankAccount: string;
  /** For a credit note: the number of the invoice it credits. */
  creditedNumber?: string;
  /** For an invoice reversed or refunded: the number of the credit note that did it. */
  creditNoteNumber?: string;
};

/** A day as South Africans write it, on South African time: "28 November 2026". */
export function invoiceDate(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-ZA", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Johannesburg",
  });
}

/** The lines of an address as typed, blank ones dropped. */
function addressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A party's block (name, address, VAT number) at `x`, `y`; answers where it ends. */
function drawParty(
  doc: PDFKit.PDFDocument,
  party: PartySnapshot,
  at: { x: number; y: number; width: number; nameSize: number },
): number {
  const { width } = at;
  doc.font("Helvetica-Bold").fontSize(at.nameSize).fillColor(INK).text(party.name, at.x, at.y, { width });
  doc.font("Helvetica").fontSize(9.5).fillColor(MUTED);
  for (const line of addressLines(party.address)) doc.text(line, { width });
  if (party.vat_number) doc.text(`VAT No. ${party.vat_number}`, { width });
  return doc.y;
}

function drawHeader(doc: PDFKit.PDFDocument, invoice: InvoiceRow, creditedNumber: string | undefined): number {
  const top = PAGE.margin;
  const issuerEnd = drawParty(doc, partyOf(invoice.issuer), { x: PAGE.margin, y: top, width: 260, nameSize: 13 });
  const right = { x: PAGE.margin + 260, width: CONTENT_WIDTH - 260 };
  const title = invoice.kind === "credit_note" ? "Credit Note" : "Tax Invoice";
  doc
    .font("Helvetica-Bold")
    .fontSize(22)
    .fillColor(INK)
    .text(title, right.x, top - 4, { ...right, align: "right" });
  doc
    .moveDown(0.3)
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(invoice.number, { ...right, align: "right" });
  doc.font("Helvetica").fontSize(9.5).fillColor(MUTED);
  doc.text(`Date: ${invoiceDate(invoice.issued_at)}`, { ...right, align: "right" });
  if (creditedNumber) doc.text(`Credits tax invoice ${creditedNumber}`, { ...right, align: "right" });
  return Math.max(issuerEnd, doc.y);
}

function drawBillTo(doc: PDFKit.PDFDocument, invoice: InvoiceRow, top: number): number {
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text("Bill to", PAGE.margin, top);
  return drawParty(doc, partyOf(invoice.bill_to), { x: PAGE.margin, y: doc.y + 4, width: 300, nameSize: 11 });
}

function amountCell(doc: PDFKit.PDFDocument, text: string, column: { x: number; width: number }, y: number) {
  doc.text(text, column.x, y, { width: column.width, align: "right", lineBreak: false });
}

function drawLines(doc: PDFKit.PDFDocument, invoice: InvoiceRow, top: number): number {
  const headerHeight = 24;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, headerHeight).fill(SHADE);
  const headerY = top + 8;
  doc.font("Helvetica-Bold").fontSize(9).fillColor(INK);
  doc.text("Description", COLUMNS.description.x, headerY, { width: COLUMNS.description.width, lineBreak: false });
  amountCell(doc, "Amount excl. VAT", COLUMNS.excl, headerY);
  amountCell(doc, `VAT (${VAT_PERCENT}%)`, COLUMNS.vat, headerY);
  amountCell(doc, "Total", COLUMNS.total, headerY);

  const rowY = top + headerHeight + 10;
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  doc.text(invoice.description, COLUMNS.description.x, rowY, { width: COLUMNS.description.width });
  const rowEnd = doc.y;
  amountCell(doc, formatRand(invoice.total_cents - invoice.vat_cents), COLUMNS.excl, rowY);
  amountCell(doc, formatRand(invoice.vat_cents), COLUMNS.vat, rowY);
  amountCell(doc, formatRand(invoice.total_cents), COLUMNS.total, rowY);

  const ruleY = rowEnd + 10;
  doc
    .moveTo(PAGE.margin, ruleY)
    .lineTo(PAGE.margin + CONTENT_WIDTH, ruleY)
    .lineWidth(0.75)
    .stroke(RULE);
  const label = invoice.kind === "credit_note" ? "Total credited" : "Total (VAT incl.)";
  const totalY = ruleY + 12;
  doc.font("Helvetica-Bold").fontSize(12).fillColor(INK);
  doc.text(label, COLUMNS.excl.x, totalY, { width: 2 * AMOUNT_WIDTH, align: "right", lineBreak: false });
  amountCell(doc, formatRand(invoice.total_cents), COLUMNS.total, totalY);
  return totalY + 20;
}

function drawStatus(doc: PDFKit.PDFDocument, invoice: InvoiceRow, options: InvoicePdfOptions, top: number) {
  const when = invoice.paid_at ? invoiceDate(invoice.paid_at) : "";
  if (invoice.kind === "credit_note") {
    doc.font("Helvetica-Bold").fontSize(11).fillColor(PAID).text(`Credited on ${when}`, PAGE.margin, top);
    return;
  }
  const note = options.creditNoteNumber ?? "a credit note";
  if (invoice.status === "paid" || invoice.status === "refunded") {
    doc.font("Helvetica-Bold").fontSize(11).fillColor(PAID).text(`Paid on ${when}`, PAGE.margin, top);
    if (invoice.status === "refunded") {
      doc.moveDown(0.4).font("Helvetica").fontSize(10).fillColor(INK).text(`Refunded: see credit note ${note}.`);
    }
    return;
  }
  if (invoice.status === "credited") {
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(`Cancelled by credit note ${note}`, PAGE.margin, top);
    return;
  }
  doc.font("Helvetica-Bold").fontSize(11).fillColor(DUE).text("Due: pay by EFT", PAGE.margin, top);
  doc.moveDown(0.4).font("Helvetica").fontSize(10).fillColor(INK);
  doc.text(`Bank account: ${options.bankAccount}`, { width: CONTENT_WIDTH });
  if (invoice.eft_reference) {
    doc.text("Reference: ", { continued: true }).font("Helvetica-Bold").text(invoice.eft_reference);
  }
  doc.moveDown(0.4).font("Helvetica").fontSize(9.5).fillColor(MUTED);
  doc.text("Please use the reference exactly as shown, so that we can match your payment to this invoice.", {
    width: CONTENT_WIDTH,
  });
}

function drawFooter(doc: PDFKit.PDFDocument) {
  const y = PAGE.height - PAGE.margin - 20;
  doc
    .moveTo(PAGE.margin, y - 8)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y - 8)
    .lineWidth(0.5)
    .stroke(RULE);
  doc.font("Helvetica").fontSize(8).fillColor(MUTED);
  doc.text(`All amounts are in South African rand and include VAT at ${VAT_PERCENT}%.`, PAGE.margin, y, {
    width: CONTENT_WIDTH,
    lineBreak: false,
  });
}

/**
 * The invoice as an A4 PDF. Its creation date is the issue date, so the same invoice gives the same
 * bytes each time it is downloaded.
 */
export function invoicePdf(invoice: InvoiceRow, options: InvoicePdfOptions): Promise<Buffer> {
  const title = `${invoice.kind === "credit_note" ? "Credit note" : "Tax invoice"} ${invoice.number}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    info: { Title: title, Author: partyOf(invoice.issuer).name, CreationDate: new Date(invoice.issued_at) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const headerEnd = drawHeader(doc, invoice, options.creditedNumber);
  const divider = headerEnd + 18;
  doc
    .moveTo(PAGE.margin, divider)
    .lineTo(PAGE.margin + CONTENT_WIDTH, divider)
    .lineWidth(0.75)
    .stroke(RULE);
  const billToEnd = drawBillTo(doc, invoice, divider + 18);
  const linesEnd = drawLines(doc, invoice, billToEnd + 28);
  drawStatus(doc, invoice, options, linesEnd + 24);
  drawFooter(doc);
  doc.end();
  return done;
}
