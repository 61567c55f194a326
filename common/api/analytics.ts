import { analyticsQuerySchema, analyticsReportSchema } from "../schemas/analytics";
import { defineRoute, jsonContent, memberErrors, siteParams } from "./route";

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
};
