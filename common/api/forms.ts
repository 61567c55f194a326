import { z } from "zod";
import {
  bulkSubmissionSchema,
  formListSchema,
  formNameSchema,
  submissionListQuerySchema,
  submissionListSchema,
  submissionSchema,
  updatedFormSchema,
  updateFormSchema,
  updateSubmissionSchema,
  webhookDeliverySchema,
} from "../schemas/forms";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

const formParams = siteParams.extend({ formName: formNameSchema });
const submissionParams = siteParams.extend({ submissionId: z.string() });
const submission = jsonContent(submissionSchema, "The submission");

/**
 * A site's form inbox (docs/product.md#form-inbox). Visitors post to `/_forms/{name}` on the site's own
 * hosts, which is the site front's, not this API's; these routes are the members' side.
 */
export const formApi = {
  listForms: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/forms",
    summary: "The site's forms with their counts and notification settings, by name",
    permission: "submission:read",
    request: { params: siteParams },
    responses: { 200: jsonContent(formListSchema, "Forms"), ...memberErrors },
  }),
  updateForm: defineRoute({
    method: "patch",
    path: "/api/sites/{siteId}/forms/{formName}",
    summary:
      "Choose the members mailed for each submission and the webhook URL (null removes it); creates the form when new",
    permission: "form:update",
    request: { params: formParams, body: jsonBody(updateFormSchema) },
    responses: { 200: jsonContent(updatedFormSchema, "The form"), ...memberErrors },
  }),
  webhookDeliveries: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/forms/{formName}/webhook-deliveries",
    summary: "The form's last 50 webhook deliveries, newest first",
    permission: "form:update",
    request: { params: formParams },
    responses: {
      200: jsonContent(z.object({ deliveries: z.array(webhookDeliverySchema) }), "Deliveries"),
      ...memberErrors,
    },
  }),
  exportCsv: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/forms/{formName}/export.csv",
    summary: "The form's submissions (inbox, not spam) as CSV, UTF-8 with a BOM, oldest first",
    permission: "submission:read",
    request: { params: formParams },
    responses: {
      200: { description: "CSV", content: { "text/csv": { schema: z.string() } } },
      ...memberErrors,
    },
  }),
  listSubmissions: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/submissions",
    summary: "Submissions newest first, a page at a time (?cursor=), by folder, form, words, unread and dates",
    permission: "submission:read",
    request: { params: siteParams, query: submissionListQuerySchema },
    responses: { 200: jsonContent(submissionListSchema, "Submissions"), ...memberErrors },
  }),
  getSubmission: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/submissions/{submissionId}",
    summary: "One submission",
    permission: "submission:read",
    request: { params: submissionParams },
    responses: { 200: submission, ...memberErrors },
  }),
  downloadFile: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/submissions/{submissionId}/files/{fileId}",
    summary: "A file a visitor attached, always as a download",
    permission: "submission:read",
    request: { params: submissionParams.extend({ fileId: z.string() }) },
    responses: {
      200: { description: "The file", content: { "application/octet-stream": { schema: z.string() } } },
      ...memberErrors,
    },
  }),
  updateSubmission: defineRoute({
    method: "patch",
    path: "/api/sites/{siteId}/submissions/{submissionId}",
    summary: "Mark a submission read or unread, spam or not spam",
    permission: "submission:write",
    request: { params: submissionParams, body: jsonBody(updateSubmissionSchema) },
    responses: { 200: submission, ...memberErrors },
  }),
  deleteSubmission: defineRoute({
    method: "delete",
    path: "/api/sites/{siteId}/submissions/{submissionId}",
    summary: "Delete a submission and its files",
    permission: "submission:write",
    request: { params: submissionParams },
    responses: { 204: { description: "Deleted" }, ...memberErrors },
  }),
  bulk: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/submissions/bulk",
    summary: "Mark read, unread, spam or not spam, or delete, many submissions at once",
    permission: "submission:write",
    request: { params: siteParams, body: jsonBody(bulkSubmissionSchema) },
    responses: {
      200: jsonContent(z.object({ updated: z.number().int() }), "How many were changed"),
      ...memberErrors,
      ...errorResponses(409),
    },
  }),
};
