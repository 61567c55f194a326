import { z } from "zod";
import { PLAN_IDS } from "../plans";
import {
  billingPeriodSchema,
  billingProfileSchema,
  billingSchema,
  checkoutRequestSchema,
  checkoutSchema,
  eftInvoiceSchema,
  invoiceSummarySchema,
  operatorInvoiceSchema,
  paymentStatusSchema,
  planChangeSchema,
  refundRequestSchema,
  scheduleChangeSchema,
} from "../schemas/billing";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors } from "./route";

const paymentParams = z.object({ paymentId: z.string() });
const invoiceParams = z.object({ invoiceId: z.string() });
/** The invoice's id followed by `.pdf`: what a download saves the file as. */
const invoiceFileParams = z.object({
  invoiceFile: z.string().regex(/^[^/]+\.pdf$/, "Ask for the invoice as {id}.pdf"),
});

/** The organization's plan, its payments and invoices (docs/product.md#plans-and-limits). */
export const billingApi = {
  get: defineRoute({
    method: "get",
    path: "/api/billing",
    summary:
      "The active organization's plan; owners and admins also see its usage against every limit, its features, renewal, grace, invoices and billing details",
    permission: "billing:read",
    responses: { 200: jsonContent(billingSchema, "The plan"), ...memberErrors },
  }),
  planChange: defineRoute({
    method: "get",
    path: "/api/billing/plans/{plan}",
    summary:
      "What moving to `plan` would mean: upgrade or downgrade, what is due now (prorated) or when it takes effect, and the limits the organization would be over",
    permission: "billing:manage",
    request: {
      params: z.object({ plan: z.enum(PLAN_IDS) }),
      query: z.object({ period: billingPeriodSchema.default("monthly") }),
    },
    responses: { 200: jsonContent(planChangeSchema, "The change"), ...memberErrors, ...errorResponses(409) },
  }),
  checkout: defineRoute({
    method: "post",
    path: "/api/billing/checkout",
    summary:
      "Starts paying for a higher plan: by card, the signed form the browser posts to PayFast; by EFT, an open invoice with the bank account and reference",
    permission: "billing:change",
    request: { body: jsonBody(checkoutRequestSchema) },
    responses: { 200: jsonContent(checkoutSchema, "Where to pay"), ...memberErrors, ...errorResponses(409) },
  }),
  scheduleChange: defineRoute({
    method: "put",
    path: "/api/billing/change",
    summary:
      "A move to a lower plan (Free cancels) at the end of the period paid for; the card subscription stops then",
    permission: "billing:change",
    request: { body: jsonBody(scheduleChangeSchema) },
    responses: {
      200: jsonContent(billingSchema, "The plan, with the change"),
      ...memberErrors,
      ...errorResponses(409),
    },
  }),
  cancelChange: defineRoute({
    method: "delete",
    path: "/api/billing/change",
    summary: "Keeps the present plan: forgets a downgrade or cancellation waiting for the end of the period",
    permission: "billing:change",
    responses: { 200: jsonContent(billingSchema, "The plan"), ...memberErrors, ...errorResponses(409) },
  }),
  updateProfile: defineRoute({
    method: "put",
    path: "/api/billing/profile",
    summary: "The name, address and VAT number the organization's invoices are made out to",
    permission: "billing:change",
    request: { body: jsonBody(billingProfileSchema) },
    responses: { 200: jsonContent(billingProfileSchema, "Saved"), ...memberErrors },
  }),
  payment: defineRoute({
    method: "get",
    path: "/api/billing/payments/{paymentId}",
    summary: "A payment's state, which the gateway's return page polls until the gateway has reported",
    permission: "billing:manage",
    request: { params: paymentParams },
    responses: { 200: jsonContent(paymentStatusSchema, "The payment"), ...memberErrors },
  }),
  reportPayment: defineRoute({
    method: "post",
    path: "/api/billing/payments/{paymentId}/report",
    summary:
      "Marks a paid payment's tier change as recorded by the admin's analytics: `report` is true for the first call only, so a refresh records nothing",
    permission: "billing:manage",
    request: { params: paymentParams },
    responses: { 200: jsonContent(z.object({ report: z.boolean() }), "Whether to record it"), ...memberErrors },
  }),
  invoicePdf: defineRoute({
    method: "get",
    path: "/api/billing/invoices/{invoiceFile}",
    summary: "An invoice or credit note as a PDF tax document (`{id}.pdf`)",
    permission: "billing:manage",
    request: { params: invoiceFileParams },
    responses: {
      200: { description: "The PDF", content: { "application/pdf": { schema: z.string().describe("PDF") } } },
      ...memberErrors,
    },
  }),
  payfastNotification: defineRoute({
    method: "post",
    path: "/api/billing/payfast/itn",
    summary:
      "PayFast's instant transaction notification: checked for its signature, source address, amount and PayFast's own confirmation; a replay changes nothing",
    permission: "public",
    request: {
      body: {
        required: true,
        content: {
          "application/x-www-form-urlencoded": {
            schema: z.record(z.string(), z.string()).describe("PayFast's fields"),
          },
        },
      },
    },
    responses: {
      200: { description: "Received", content: { "text/plain": { schema: z.string() } } },
      ...errorResponses(400, 403),
    },
  }),
};

/** The installation's operators (PLATFORM_ADMINS): EFT invoices waiting for their money, and refunds. */
export const operatorApi = {
  eftInvoices: defineRoute({
    method: "get",
    path: "/api/operator/eft-invoices",
    summary: "Open EFT invoices of every organization, oldest first, for an operator to match with the bank statement",
    permission: "installation:operate",
    responses: {
      200: jsonContent(z.object({ invoices: z.array(eftInvoiceSchema) }), "Open invoices"),
      ...errorResponses(401, 403),
    },
  }),
  markEftPaid: defineRoute({
    method: "post",
    path: "/api/operator/eft-invoices/{invoiceId}/paid",
    summary: "Marks an EFT invoice paid: the plan starts or renews, and the paid invoice is mailed",
    permission: "installation:operate",
    request: { params: invoiceParams },
    responses: { 200: jsonContent(invoiceSummarySchema, "Paid"), ...memberErrors, ...errorResponses(409) },
  }),
  cancelEft: defineRoute({
    method: "post",
    path: "/api/operator/eft-invoices/{invoiceId}/cancel",
    summary: "Reverses an EFT invoice that will not be paid with a credit note (an issued invoice is never edited)",
    permission: "installation:operate",
    request: { params: invoiceParams },
    responses: { 200: jsonContent(invoiceSummarySchema, "The credit note"), ...memberErrors, ...errorResponses(409) },
  }),
  invoices: defineRoute({
    method: "get",
    path: "/api/operator/invoices",
    summary:
      "Tax invoices of every organization, newest first (at most 25), found by part of their number or of the organization's name, each with the credit note that reverses it",
    permission: "installation:operate",
    request: { query: z.object({ q: z.string().trim().max(100).default("") }) },
    responses: {
      200: jsonContent(z.object({ invoices: z.array(operatorInvoiceSchema) }), "Invoices"),
      ...errorResponses(400, 401, 403),
    },
  }),
  refund: defineRoute({
    method: "post",
    path: "/api/operator/invoices/{invoiceId}/refund",
    summary:
      "Records a refund of a paid invoice, all of it: a credit note with the reason, mailed to the owners. The plan is left as it is; a card payment is refunded in PayFast's dashboard",
    permission: "installation:operate",
    request: { params: invoiceParams, body: jsonBody(refundRequestSchema) },
    responses: {
      200: jsonContent(operatorInvoiceSchema, "The invoice, refunded, with its credit note"),
      ...memberErrors,
      ...errorResponses(409),
    },
  }),
  invoicePdf: defineRoute({
    method: "get",
    path: "/api/operator/invoices/{invoiceFile}",
    summary: "Any organization's invoice or credit note as a PDF (`{id}.pdf`), for the operators' desk",
    permission: "installation:operate",
    request: { params: invoiceFileParams },
    responses: {
      200: { description: "The PDF", content: { "application/pdf": { schema: z.string().describe("PDF") } } },
      ...memberErrors,
    },
  }),
};
