// The mails an order sends: the buyer's receipt once paid, the shop's "new order" to its admins and
// owners, and the buyer's "on its way" once sent. Queued in the transaction that makes the change, so a
// mail goes out exactly when the change holds, from the shop's organization's own domain when it has one.
import { escapeHtml } from "@common/escape-html";
import { formatRand } from "@common/plans";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema";
import type { OrderLineTable, OrderTable, StoreTable } from "../../db/schema-commerce";
import type { JobRunner } from "../../jobs/job-runner";
import { MAIL_QUEUE } from "../../mail/mail-queue";
import type { Mail } from "../../mail/mailer";
import { layout } from "../../mail/templates";

type Customer = { name: string; email: string; phone: string; address: string };
export type MailedOrder = {
  order: Selectable<OrderTable>;
  lines: Selectable<OrderLineTable>[];
  store: Selectable<StoreTable>;
  /** The buyer's page of the order on the site, and the order in the admin. */
  statusUrl: string;
  adminUrl: string;
};

const customerOf = (order: Selectable<OrderTable>) => JSON.parse(order.customer) as Customer;

/** The order's lines and totals, as text and as an HTML table. */
function summary({ order, lines, store }: MailedOrder): { text: string; html: string } {
  const rows: [string, string][] = lines.map((line) => [
    `${line.quantity} × ${line.title}${line.variant_title !== line.title ? ` (${line.variant_title})` : ""}`,
    formatRand(line.unit_price_cents * line.quantity),
  ]);
  rows.push(["Subtotal", formatRand(order.subtotal_cents)]);
  rows.push([order.shipping_option === "flat" ? "Delivery" : "Collection", formatRand(order.shipping_cents)]);
  rows.push(["Total", formatRand(order.total_cents)]);
  if (order.vat_cents > 0) rows.push(["Includes VAT (15 %)", formatRand(order.vat_cents)]);
  const collect = order.shipping_option === "collection" && store.collection_address;
  const where = collect ? `Collect from: ${store.collection_address}` : `Deliver to: ${customerOf(order).address}`;
  const text = `${rows.map(([what, amount]) => `${what}: ${amount}`).join("\n")}\n${where}`;
  const cells = rows
    .map(([what, amount]) => `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(what)}</td><td>${amount}</td></tr>`)
    .join("");
  return { text, html: `<table>${cells}</table><p>${escapeHtml(where)}</p>` };
}

export function receiptMail(mailed: MailedOrder): Mail {
  const { order, store, statusUrl } = mailed;
  const { text, html } = summary(mailed);
  const body = `Thank you, ${customerOf(order).name}. ${store.name} has your payment for order #${order.number}.`;
  return {
    to: customerOf(order).email,
    subject: `Your order #${order.number} from ${store.name}`,
    text: `${body}\n\n${text}\n\nYour order: ${statusUrl}\n`,
    html: layout(`Order #${order.number}: paid`, body, { label: "See your order", url: statusUrl }, html),
    link: statusUrl,
    organizationId: order.organization_id,
  };
}

export function newOrderMail(mailed: MailedOrder, to: string): Mail {
  const { order, store, adminUrl } = mailed;
  const customer = customerOf(order);
  const { text, html } = summary(mailed);
  const body = `${customer.name} (${customer.email}, ${customer.phone}) paid ${formatRand(order.total_cents)} for order #${order.number}.`;
  return {
    to,
    subject: `New order #${order.number} at ${store.name}`,
    text: `${body}\n\n${text}\n\nOpen it: ${adminUrl}\n`,
    html: layout(`New order #${order.number}`, body, { label: "Open the order", url: adminUrl }, html),
    link: adminUrl,
    organizationId: order.organization_id,
  };
}

export function sentMail(mailed: MailedOrder): Mail {
  const { order, store, statusUrl } = mailed;
  const collect = order.shipping_option === "collection";
  const tracking = order.tracking_number ? ` Tracking number: ${order.tracking_number}.` : "";
  const body = collect
    ? `Your order #${order.number} from ${store.name} is ready to collect at ${store.collection_address ?? "the shop"}.`
    : `Your order #${order.number} from ${store.name} is on its way.${tracking}`;
  return {
    to: customerOf(order).email,
    subject: collect ? `Order #${order.number} is ready to collect` : `Order #${order.number} is on its way`,
    text: `${body}\n\nYour order: ${statusUrl}\n`,
    html: layout(collect ? "Ready to collect" : "On its way", body, { label: "See your order", url: statusUrl }),
    link: statusUrl,
    organizationId: order.organization_id,
  };
}

/** The addresses of the organization's admins and owners, who hear of new orders. */
export async function orderManagers(kdb: Kysely<Database>, organizationId: string): Promise<string[]> {
  const rows = await kdb
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .select("user.email")
    .where("member.organizationId", "=", organizationId)
    .where("member.role", "in", ["owner", "admin"])
    .execute();
  return rows.map((row) => row.email);
}

/** Queues `mails` in the transaction `trx`: they go out only if it commits. */
export async function queueMails(jobs: JobRunner, trx: Kysely<Database>, mails: Mail[]): Promise<void> {
  for (const mail of mails) await jobs.send<Mail>(MAIL_QUEUE, mail, { transaction: trx });
}
