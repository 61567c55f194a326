import { z } from "zod";
import { attachmentSchema } from "../schemas/mail";
import { composeSchema, MAX_ATTACHMENT_BYTES, openedMessageSchema, sendMailSchema } from "../schemas/mail-compose";
import { attachmentParams, mailboxParams, messageParams } from "./mail";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors } from "./route";

const opened = (description: string) => jsonContent(openedMessageSchema, description);

/** Writing and sending from a mailbox, for those who read it (docs/product.md#mail). */
export const mailSendApi = {
  send: defineRoute({
    method: "post",
    path: "/api/mail/mailboxes/{mailboxId}/send",
    summary:
      "Sends a message from the mailbox, DKIM-signed with its domain's key: stored in Sent at once and delivered by the job runner with retries (202). 409 when the domain is not verified, 429 past the mailbox's hourly limit",
    permission: "mail:use",
    request: { params: mailboxParams, body: jsonBody(sendMailSchema) },
    responses: {
      202: opened("The message, in Sent, its delivery queued"),
      ...memberErrors,
      ...errorResponses(409, 413, 429),
    },
  }),
  createDraft: defineRoute({
    method: "post",
    path: "/api/mail/mailboxes/{mailboxId}/drafts",
    summary: "Starts a draft in the mailbox's Drafts",
    permission: "mail:use",
    request: { params: mailboxParams, body: jsonBody(composeSchema) },
    responses: { 201: opened("The draft"), ...memberErrors },
  }),
  saveDraft: defineRoute({
    method: "put",
    path: "/api/mail/drafts/{messageId}",
    summary: "Saves a draft as it is being written (409 when the message is no longer a draft)",
    permission: "mail:use",
    request: { params: messageParams, body: jsonBody(composeSchema) },
    responses: { 200: opened("The draft"), ...memberErrors, ...errorResponses(409) },
  }),
  addAttachment: defineRoute({
    method: "post",
    path: "/api/mail/drafts/{messageId}/attachments",
    summary:
      "Attaches a file to a draft: the body is the file as it is, with its content type, and `?filename=` its name (413 past 24 MB, or when the message would pass 25 MB)",
    permission: "mail:use",
    bodyLimit: MAX_ATTACHMENT_BYTES,
    request: {
      params: messageParams,
      query: z.object({ filename: z.string().trim().min(1, "Name the file").max(255) }),
      body: {
        required: true,
        content: { "application/octet-stream": { schema: z.string().describe("The file, in any type") } },
      },
    },
    responses: {
      201: jsonContent(attachmentSchema, "The attachment"),
      ...memberErrors,
      ...errorResponses(409, 413),
    },
  }),
  removeAttachment: defineRoute({
    method: "delete",
    path: "/api/mail/drafts/{messageId}/attachments/{attachmentId}",
    summary: "Takes an attachment off a draft",
    permission: "mail:use",
    request: { params: attachmentParams },
    responses: { 204: { description: "Removed" }, ...memberErrors, ...errorResponses(409) },
  }),
};
