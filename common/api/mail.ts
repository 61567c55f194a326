import { z } from "zod";
import {
  addMailDomainSchema,
  aliasSchema,
  createAliasSchema,
  createMailboxSchema,
  mailboxSchema,
  mailDomainSchema,
  messageListQuerySchema,
  messageListSchema,
  updateMailboxSchema,
  updateMessageSchema,
} from "../schemas/mail";
import { folderCountSchema, openedMessageSchema } from "../schemas/mail-compose";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors } from "./route";

const domainParams = z.object({ domainId: z.string() });
/** A mailbox, and a message of one with its attachments: mail-sending.ts takes them too. */
export const mailboxParams = z.object({ mailboxId: z.string() });
export const messageParams = z.object({ messageId: z.string() });
export const attachmentParams = messageParams.extend({ attachmentId: z.string() });
const aliasParams = z.object({ aliasId: z.string() });
const domain = jsonContent(mailDomainSchema, "The domain, with the DNS records it needs and what was found");
const mailbox = jsonContent(mailboxSchema, "The mailbox");
const message = jsonContent(openedMessageSchema, "The message");

/** Mail domains of the active organization (docs/product.md#mail). */
export const mailDomainApi = {
  list: defineRoute({
    method: "get",
    path: "/api/mail/domains",
    summary: "The organization's mail domains, each with its DNS records",
    permission: "mail:use",
    responses: { 200: jsonContent(z.object({ domains: z.array(mailDomainSchema) }), "Domains"), ...memberErrors },
  }),
  add: defineRoute({
    method: "post",
    path: "/api/mail/domains",
    summary:
      "Adds a mail domain, unverified, with the MX, SPF, DKIM (a new 2048-bit key) and DMARC records to create (409 when another organization holds it)",
    permission: "mail:manage",
    request: { body: jsonBody(addMailDomainSchema) },
    responses: { 201: domain, ...memberErrors, ...errorResponses(409) },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/mail/domains/{domainId}",
    summary: "One mail domain with its records",
    permission: "mail:use",
    request: { params: domainParams },
    responses: { 200: domain, ...memberErrors },
  }),
  verify: defineRoute({
    method: "post",
    path: "/api/mail/domains/{domainId}/verify",
    summary:
      "Looks every record up through the installation's resolver: each found, missing or different (with what was found); verified when all are found",
    permission: "mail:manage",
    request: { params: domainParams },
    responses: { 200: domain, ...memberErrors },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/mail/domains/{domainId}",
    summary: "Removes a mail domain with its mailboxes, aliases and messages",
    permission: "mail:manage",
    request: { params: domainParams },
    responses: { 204: { description: "Removed" }, ...memberErrors },
  }),
};

/** Mailboxes, aliases and forwards of a domain. */
export const mailboxApi = {
  list: defineRoute({
    method: "get",
    path: "/api/mail/domains/{domainId}/mailboxes",
    summary: "The domain's mailboxes: every one for admins and owners, the caller's own for everyone else",
    permission: "mail:use",
    request: { params: domainParams },
    responses: { 200: jsonContent(z.object({ mailboxes: z.array(mailboxSchema) }), "Mailboxes"), ...memberErrors },
  }),
  create: defineRoute({
    method: "post",
    path: "/api/mail/domains/{domainId}/mailboxes",
    summary:
      "Adds a mailbox `{local_part}@{domain}` with its display name, members and quota (409 when the address is taken)",
    permission: "mail:manage",
    request: { params: domainParams, body: jsonBody(createMailboxSchema) },
    responses: { 201: mailbox, ...memberErrors, ...errorResponses(409) },
  }),
  update: defineRoute({
    method: "patch",
    path: "/api/mail/mailboxes/{mailboxId}",
    summary: "Changes a mailbox's display name, members or quota",
    permission: "mail:manage",
    request: { params: mailboxParams, body: jsonBody(updateMailboxSchema) },
    responses: { 200: mailbox, ...memberErrors },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/mail/mailboxes/{mailboxId}",
    summary: "Removes a mailbox and its messages",
    permission: "mail:manage",
    request: { params: mailboxParams },
    responses: { 204: { description: "Removed" }, ...memberErrors },
  }),
  listAliases: defineRoute({
    method: "get",
    path: "/api/mail/domains/{domainId}/aliases",
    summary: "The domain's aliases, forwards and catch-all",
    permission: "mail:use",
    request: { params: domainParams },
    responses: { 200: jsonContent(z.object({ aliases: z.array(aliasSchema) }), "Aliases"), ...memberErrors },
  }),
  createAlias: defineRoute({
    method: "post",
    path: "/api/mail/domains/{domainId}/aliases",
    summary:
      "Adds an alias to mailboxes of the domain, a forward to outside addresses, or the catch-all (409 when the address is taken)",
    permission: "mail:manage",
    request: { params: domainParams, body: jsonBody(createAliasSchema) },
    responses: { 201: jsonContent(aliasSchema, "The alias"), ...memberErrors, ...errorResponses(409) },
  }),
  removeAlias: defineRoute({
    method: "delete",
    path: "/api/mail/aliases/{aliasId}",
    summary: "Removes an alias, forward or catch-all",
    permission: "mail:manage",
    request: { params: aliasParams },
    responses: { 204: { description: "Removed" }, ...memberErrors },
  }),
};

/** What a mailbox holds, for those who read it. */
export const mailMessageApi = {
  list: defineRoute({
    method: "get",
    path: "/api/mail/mailboxes/{mailboxId}/messages",
    summary: "A folder's messages, newest first, 50 at a time (?cursor=), searched in sender, subject and text (?q=)",
    permission: "mail:use",
    request: { params: mailboxParams, query: messageListQuerySchema },
    responses: { 200: jsonContent(messageListSchema, "Messages"), ...memberErrors },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/mail/messages/{messageId}",
    summary:
      "One message: its text, its HTML sanitised for the reading frame, its attachments and authentication results",
    permission: "mail:use",
    request: { params: messageParams },
    responses: { 200: message, ...memberErrors },
  }),
  folders: defineRoute({
    method: "get",
    path: "/api/mail/mailboxes/{mailboxId}/folders",
    summary: "Each folder of the mailbox with how many messages it holds and how many are unread",
    permission: "mail:use",
    request: { params: mailboxParams },
    responses: {
      200: jsonContent(z.object({ folders: z.array(folderCountSchema) }), "Folders, Inbox first"),
      ...memberErrors,
    },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/mail/messages/{messageId}",
    summary: "Deletes a message for good, with its attachments (a draft discarded, Trash or Spam emptied)",
    permission: "mail:use",
    request: { params: messageParams },
    responses: { 204: { description: "Deleted" }, ...memberErrors },
  }),
  update: defineRoute({
    method: "patch",
    path: "/api/mail/messages/{messageId}",
    summary: "Marks a message read or unread, or moves it to another folder",
    permission: "mail:use",
    request: { params: messageParams, body: jsonBody(updateMessageSchema) },
    responses: { 200: message, ...memberErrors },
  }),
  attachment: defineRoute({
    method: "get",
    path: "/api/mail/messages/{messageId}/attachments/{attachmentId}",
    summary: "An attachment's bytes, always as a download (Content-Disposition: attachment)",
    permission: "mail:use",
    request: { params: attachmentParams },
    responses: {
      200: { description: "The file", content: { "application/octet-stream": { schema: z.string() } } },
      ...memberErrors,
    },
  }),
};
