import { billingApi, operatorApi } from "@common/api/billing";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { requireActiveOrganization } from "../../auth/site-access";
import { AppError } from "../../errors";
import { clientIp } from "../../http/client-ip";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { billingOf, paymentStatusOf, reportPayment, saveProfile } from "./billing.service";
import { billingDeps } from "./billing-deps";
import { startCheckout } from "./checkout";
import { cancelEft, markEftPaid, openEftInvoices } from "./eft-operator";
import { invoiceDocument } from "./invoices/invoice-document";
import { type InvoiceRow, invoiceOf } from "./invoices/issue-invoice";
import { receivePayfastNotification } from "./payfast-notification";
import { planChangeFor, usageOf } from "./plan-change";
import { cancelScheduledChange, scheduleChange } from "./plan-schedule";
import { planStateOf } from "./plan-state";
import { findInvoices, refundInvoice } from "./refunds";

/** Test requests made in-process name their source address with this header (they have no socket). */
const OWN_IP_HEADER = "x-webcraft-client-ip";
const INVOICE_NOT_FOUND = "No such invoice";

/** An invoice's PDF, opened in the browser and saved under its number. */
function pdfResponse(c: Context<AppEnv>, invoice: InvoiceRow, pdf: Buffer) {
  return c.body(new Uint8Array(pdf), 200, {
    "content-type": "application/pdf",
    "content-disposition": `inline; filename="${invoice.number}.pdf"`,
    "cache-control": "private, no-store",
  });
}

/** The organization's plan, payments and invoices, and the operators' EFT desk (common/api/billing.ts). */
export function billingRoutes(deps: AppDeps) {
  const billing = billingDeps(deps);
  const { db, clock } = deps;
  const allow = permissionGuard(deps);
  const organizationOf = (c: Parameters<typeof actorOf>[0]) => requireActiveOrganization(db, actorOf(c));
  const current = async (c: Parameters<typeof actorOf>[0]) => {
    const role = c.get("role");
    const full = role === "owner" || role === "admin";
    const operator = deps.env.payments.platformAdmins.includes(actorOf(c).email.toLowerCase());
    return billingOf(billing, await organizationOf(c), { full, now: clock.now(), operator });
  };
  return apiRouter<AppEnv>()
    .openapi(allow(billingApi.get), async (c) => c.json(await current(c), 200))
    .openapi(allow(billingApi.planChange), async (c) => {
      const organizationId = await organizationOf(c);
      const { plan } = c.req.valid("param");
      const { period } = c.req.valid("query");
      const now = clock.now();
      const state = await planStateOf(db.kysely, organizationId);
      return c.json(planChangeFor(state, plan, period, await usageOf(db, organizationId, now), now), 200);
    })
    .openapi(allow(billingApi.checkout), async (c) => {
      const checkout = await startCheckout(billing, await organizationOf(c), actorOf(c), c.req.valid("json"));
      return c.json(checkout, 200);
    })
    .openapi(allow(billingApi.scheduleChange), async (c) => {
      await scheduleChange(billing, await organizationOf(c), c.req.valid("json"));
      return c.json(await current(c), 200);
    })
    .openapi(allow(billingApi.cancelChange), async (c) => {
      await cancelScheduledChange(billing, await organizationOf(c));
      return c.json(await current(c), 200);
    })
    .openapi(allow(billingApi.updateProfile), async (c) => {
      return c.json(await saveProfile(db, await organizationOf(c), c.req.valid("json"), clock.now()), 200);
    })
    .openapi(allow(billingApi.payment), async (c) => {
      return c.json(await paymentStatusOf(db, await organizationOf(c), c.req.valid("param").paymentId), 200);
    })
    .openapi(allow(billingApi.reportPayment), async (c) => {
      const report = await reportPayment(db, await organizationOf(c), c.req.valid("param").paymentId, clock.now());
      return c.json({ report }, 200);
    })
    .openapi(allow(billingApi.invoicePdf), async (c) => {
      const id = c.req.valid("param").invoiceFile.replace(/\.pdf$/, "");
      const invoice = await invoiceOf(db.kysely, await organizationOf(c), id);
      if (!invoice) throw new AppError("NOT_FOUND", INVOICE_NOT_FOUND);
      return pdfResponse(c, invoice, await invoiceDocument(db.kysely, invoice, deps.env.payments.bankAccount));
    })
    .openapi(allow(billingApi.payfastNotification), async (c) => {
      const source = clientIp(c, { trust: deps.env.trustProxy, hops: deps.env.trustProxyHops }, OWN_IP_HEADER);
      await receivePayfastNotification(billing, await c.req.text(), source);
      return c.text("OK", 200);
    })
    .openapi(allow(operatorApi.eftInvoices), async (c) => c.json({ invoices: await openEftInvoices(billing) }, 200))
    .openapi(allow(operatorApi.markEftPaid), async (c) => {
      return c.json(await markEftPaid(billing, c.req.valid("param").invoiceId), 200);
    })
    .openapi(allow(operatorApi.cancelEft), async (c) => {
      return c.json(await cancelEft(billing, c.req.valid("param").invoiceId), 200);
    })
    .openapi(allow(operatorApi.invoices), async (c) => {
      return c.json({ invoices: await findInvoices(billing, c.req.valid("query").q) }, 200);
    })
    .openapi(allow(operatorApi.refund), async (c) => {
      const { invoiceId } = c.req.valid("param");
      return c.json(await refundInvoice(billing, invoiceId, c.req.valid("json").reason), 200);
    })
    .openapi(allow(operatorApi.invoicePdf), async (c) => {
      const id = c.req.valid("param").invoiceFile.replace(/\.pdf$/, "");
      const invoice = await db.kysely.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
      if (!invoice) throw new AppError("NOT_FOUND", INVOICE_NOT_FOUND);
      return pdfResponse(c, invoice, await invoiceDocument(db.kysely, invoice, deps.env.payments.bankAccount));
    });
}
