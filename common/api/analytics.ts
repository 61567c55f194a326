import {
  analyticsQuerySchema,
  analyticsReportSchema,
  siteLinksSchema,
  updateSiteLinksSchema,
} from "../schemas/analytics";
import { defineRoute, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

const report = jsonContent(analyticsReportSchema, "Visitor numbers");

/** First-party visitor numbers of published sites (docs/product.md#analytics). */
export const analyticsApi = {
  siteAnalytics: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/analytics",
    summary:
      "The site's page views and visitors per day over the last 7, 30 or 90 days, top pages and referrers, devices",
    permission: "analytics:read",
    request: { params: siteParams, query: analyticsQuerySchema },
    responses: { 200: report, ...memberErrors },
  }),
  organizationAnalytics: defineRoute({
    method: "get",
    path: "/api/organization/analytics",
    summary: "The same numbers for all the active organization's sites together",
    permission: "analytics:read",
    request: { query: analyticsQuerySchema },
    responses: { 200: report, ...memberErrors },
  }),
  siteLinks: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/links",
    summary: "Where the site's WhatsApp button leads, and whether it shows the Made with Webcraft badge",
    permission: "site:read",
    request: { params: siteParams },
    responses: { 200: jsonContent(siteLinksSchema, "The links"), ...memberErrors },
  }),
  updateSiteLinks: defineRoute({
    method: "put",
    path: "/api/sites/{siteId}/links",
    summary:
      "Set the WhatsApp number (live at once) and whether the badge shows (from the next publish); both counted as clicks",
    permission: "site:update",
    changes: "site",
    request: { params: siteParams, body: jsonBody(updateSiteLinksSchema) },
    responses: { 200: jsonContent(siteLinksSchema, "The links"), ...memberErrors },
  }),
};
