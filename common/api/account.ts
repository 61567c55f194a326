import { z } from "zod";
import { accountSessionListSchema, avatarSchema, deleteAccountSchema } from "../schemas/account";
import { defineRoute, errorResponses, imageBody, jsonBody, jsonContent, memberErrors } from "./route";

/**
 * The signed-in person's own account (docs/product.md#settings): avatar, sessions and deleting it. The
 * name, password and address change through Better Auth's endpoints under /api/auth.
 */
export const accountApi = {
  setAvatar: defineRoute({
    method: "put",
    path: "/api/account/avatar",
    summary: "Upload the account's avatar: PNG, JPEG, WebP or SVG up to 1 MB, stored as a 128 px WebP",
    permission: "signed-in",
    request: { body: imageBody },
    responses: { 200: jsonContent(avatarSchema, "The new avatar"), ...memberErrors, ...errorResponses(413, 415) },
  }),
  removeAvatar: defineRoute({
    method: "delete",
    path: "/api/account/avatar",
    summary: "Remove the account's avatar: its initial shows instead",
    permission: "signed-in",
    responses: { 200: jsonContent(avatarSchema, "No avatar"), ...memberErrors },
  }),
  sessions: defineRoute({
    method: "get",
    path: "/api/account/sessions",
    summary: "The account's active sessions: browser, address, when each started and was last used",
    permission: "signed-in",
    responses: { 200: jsonContent(accountSessionListSchema, "Sessions, the current one first"), ...memberErrors },
  }),
  revokeOtherSessions: defineRoute({
    method: "post",
    path: "/api/account/sessions/revoke-others",
    summary: "Sign out every other session of the account; each is refused on its next request",
    permission: "signed-in",
    responses: { 200: jsonContent(z.object({ revoked: z.number() }), "How many were signed out"), ...memberErrors },
  }),
  delete: defineRoute({
    method: "delete",
    path: "/api/account",
    summary:
      "Delete the account, confirmed by its password; refused while it is the only owner of an organization with other members",
    permission: "signed-in",
    changes: "account",
    request: { body: jsonBody(deleteAccountSchema) },
    responses: { 204: { description: "Deleted" }, ...memberErrors, ...errorResponses(409) },
  }),
};
