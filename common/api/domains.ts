import { z } from "zod";
import { addDomainSchema, allowedDomainQuerySchema, domainSchema } from "../schemas/domains";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

const domainParams = siteParams.extend({ domainId: z.string() });

/** Custom domains of a site, and the question a TLS proxy asks before it gets a certificate (docs/product.md#custom-domains). */
export const domainApi = {
  list: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/domains",
    summary: "The site's custom domains, with the DNS records each needs",
    permission: "site:read",
    request: { params: siteParams },
    responses: { 200: jsonContent(z.object({ domains: z.array(domainSchema) }), "Domains"), ...memberErrors },
  }),
  add: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/domains",
    summary: "Add a custom domain, pending until its TXT record is found",
    permission: "site:update",
    request: { params: siteParams, body: jsonBody(addDomainSchema) },
    responses: { 201: jsonContent(domainSchema, "Added"), ...memberErrors, ...errorResponses(402, 409) },
  }),
  verify: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/domains/{domainId}/verify",
    summary:
      "Look the domain's TXT record up: verified when it holds the domain's token, else still pending with what was found",
    permission: "site:update",
    changes: "site",
    request: { params: domainParams },
    responses: { 200: jsonContent(domainSchema, "Checked"), ...memberErrors, ...errorResponses(409) },
  }),
  makePrimary: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/domains/{domainId}/primary",
    summary: "Make a verified domain the site's primary address: its other addresses redirect there",
    permission: "site:update",
    changes: "site",
    request: { params: domainParams },
    responses: { 200: jsonContent(domainSchema, "Primary"), ...memberErrors, ...errorResponses(409) },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/sites/{siteId}/domains/{domainId}",
    summary: "Remove a custom domain; it stops serving the site at once",
    permission: "site:update",
    changes: "site",
    request: { params: domainParams },
    responses: { 204: { description: "Removed" }, ...memberErrors },
  }),
  allowed: defineRoute({
    method: "get",
    path: "/api/domains/allowed",
    summary:
      "Whether this server serves a host name (a verified custom domain or a site's own address): the TLS proxy's on-demand certificate check",
    permission: "public",
    request: { query: allowedDomainQuerySchema },
    responses: {
      200: jsonContent(z.object({ domain: z.string() }), "Served here"),
      ...errorResponses(400, 404),
    },
  }),
};
