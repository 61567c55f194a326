import { z } from "zod";
import { accountSessionListSchema, deleteAccountSchema } from "../schemas/account";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors } from "./route";

/** The signed-in person's own account (docs/product.md#accounts): sessions and deleting it. */
export const accountApi = {
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
    request: { body: jsonBody(deleteAccountSchema) },
    responses: { 204: { description: "Deleted" }, ...memberErrors, ...errorResponses(409) },
  }),
};
