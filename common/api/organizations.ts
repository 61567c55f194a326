import { createOrganizationSchema, organizationSchema } from "../schemas/organizations";
import { defineRoute, errorResponses, jsonBody, jsonContent } from "./route";

/** Organizations beyond Better Auth's own endpoints under /api/auth (docs/product.md#organizations). */
export const organizationApi = {
  create: defineRoute({
    method: "post",
    path: "/api/organizations",
    summary: "Create an organization; the caller becomes its owner and it becomes active",
    permission: "signed-in",
    request: { body: jsonBody(createOrganizationSchema) },
    responses: { 201: jsonContent(organizationSchema, "Created"), ...errorResponses(400, 401, 409) },
  }),
};
