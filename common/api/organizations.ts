import {
  createOrganizationSchema,
  deleteOrganizationSchema,
  organizationSchema,
  updateOrganizationSchema,
} from "../schemas/organizations";
import { defineRoute, errorResponses, imageBody, jsonBody, jsonContent, memberErrors } from "./route";

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
  update: defineRoute({
    method: "patch",
    path: "/api/organization",
    summary: "Rename the active organization, change its slug, or let its content editors publish",
    permission: "organization:update",
    request: { body: jsonBody(updateOrganizationSchema) },
    responses: { 200: jsonContent(organizationSchema, "The organization"), ...memberErrors, ...errorResponses(409) },
  }),
  setLogo: defineRoute({
    method: "put",
    path: "/api/organization/logo",
    summary: "Upload the active organization's logo: PNG, JPEG, WebP or SVG up to 1 MB, stored as a 128 px WebP",
    permission: "organization:update",
    request: { body: imageBody },
    responses: {
      200: jsonContent(organizationSchema, "The organization"),
      ...memberErrors,
      ...errorResponses(413, 415),
    },
  }),
  removeLogo: defineRoute({
    method: "delete",
    path: "/api/organization/logo",
    summary: "Remove the active organization's logo",
    permission: "organization:update",
    responses: { 200: jsonContent(organizationSchema, "The organization"), ...memberErrors },
  }),
  delete: defineRoute({
    method: "delete",
    path: "/api/organization",
    summary: "Delete the active organization with its sites, files, versions and deployments; its name confirms",
    permission: "organization:delete",
    changes: "organization",
    request: { body: jsonBody(deleteOrganizationSchema) },
    responses: { 204: { description: "Deleted" }, ...memberErrors },
  }),
};
