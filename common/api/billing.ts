import { billingSchema } from "../schemas/billing";
import { defineRoute, jsonContent, memberErrors } from "./route";

/** The organization's plan and what it uses of it (docs/product.md#plans-and-limits). */
export const billingApi = {
  get: defineRoute({
    method: "get",
    path: "/api/billing",
    summary:
      "The active organization's plan; owners and admins also see its usage against every limit and its features",
    permission: "billing:read",
    responses: { 200: jsonContent(billingSchema, "The plan"), ...memberErrors },
  }),
};
