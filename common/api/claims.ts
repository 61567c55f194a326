import { z } from "zod";
import {
  acceptClaimSchema,
  claimLinkSchema,
  claimPreviewSchema,
  claimQuerySchema,
  claimSchema,
  claimStatusSchema,
  createClaimSchema,
} from "../schemas/claims";
import { siteSchema } from "../schemas/sites";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, planErrors, siteParams } from "./route";

const tokenParams = z.object({ token: z.string() });

/**
 * Handing a site an agency built over to its client (docs/product.md#claiming-a-site): the agency makes
 * a claim link, the client opens it signed in and claims the site into one of their organizations.
 * A link that cannot be used answers 404 (unknown), 409 (replaced, expired, claimed), 400 (another
 * site's) or 403 (the agency's own member), with `error.details.reason` saying which.
 */
export const claimApi = {
  status: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/claim",
    summary: "The site's current claim link: when it was made, when it expires and where it was mailed",
    permission: "site:hand-over",
    request: { params: siteParams },
    responses: { 200: jsonContent(claimStatusSchema, "The claim link's state"), ...memberErrors },
  }),
  create: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/claim",
    summary: "Make a claim link valid for 30 days (replacing any earlier one), and mail it when `email` is given",
    permission: "site:hand-over",
    request: { params: siteParams, body: jsonBody(createClaimSchema) },
    responses: {
      200: jsonContent(claimLinkSchema, "The new link; its token is shown only now"),
      ...memberErrors,
      ...planErrors,
    },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/claims/{token}",
    summary: "What a claim link offers: the site, the agency and when the link expires",
    permission: "signed-in",
    request: { params: tokenParams, query: claimQuerySchema },
    responses: { 200: jsonContent(claimSchema, "The claim"), ...memberErrors, ...errorResponses(409) },
  }),
  preview: defineRoute({
    method: "get",
    path: "/api/claims/{token}/preview",
    summary: "Before signing in: the names of the site a claim link hands over and of the agency, while the link works",
    permission: "public",
    request: { params: tokenParams },
    responses: {
      200: jsonContent(claimPreviewSchema, "The site and the agency"),
      ...errorResponses(404, 409),
    },
  }),
  accept: defineRoute({
    method: "post",
    path: "/api/claims/{token}/accept",
    summary:
      "Claim the site into an organization the caller owns or administers, or a new one: everything of the site moves at once",
    permission: "signed-in",
    changes: "account",
    request: { params: tokenParams, body: jsonBody(acceptClaimSchema) },
    responses: {
      200: jsonContent(siteSchema, "The site, now in the receiving organization"),
      ...memberErrors,
      ...errorResponses(402, 409),
    },
  }),
};
