import { z } from "zod";
import {
  createSiteSchema,
  siteListItemSchema,
  siteSchema,
  siteSeoSchema,
  siteVisibilitySchema,
  updateSiteSchema,
} from "../schemas/sites";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, planErrors, siteParams } from "./route";

/** Sites of the caller's active organization (docs/product.md#sites-list). */
export const siteApi = {
  list: defineRoute({
    method: "get",
    path: "/api/sites",
    summary: "Sites of the active organization, each with a picture of its published home page",
    permission: "site:read",
    responses: { 200: jsonContent(z.object({ sites: z.array(siteListItemSchema) }), "Sites"), ...memberErrors },
  }),
  create: defineRoute({
    method: "post",
    path: "/api/sites",
    summary: "Create a site with the starter files",
    permission: "site:create",
    request: { body: jsonBody(createSiteSchema) },
    responses: { 201: jsonContent(siteSchema, "Created"), ...memberErrors, ...planErrors },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}",
    summary: "One site",
    permission: "site:read",
    request: { params: siteParams },
    responses: { 200: jsonContent(siteSchema, "Site"), ...memberErrors },
  }),
  update: defineRoute({
    method: "patch",
    path: "/api/sites/{siteId}",
    summary: "Rename a site or change its slug",
    permission: "site:update",
    changes: "site",
    request: { params: siteParams, body: jsonBody(updateSiteSchema) },
    responses: { 200: jsonContent(siteSchema, "Site"), ...memberErrors, ...errorResponses(409) },
  }),
  updateSeo: defineRoute({
    method: "put",
    path: "/api/sites/{siteId}/seo",
    summary: "Set the title, description, language, favicon and social image pages get by default",
    permission: "site:update",
    changes: "site",
    request: { params: siteParams, body: jsonBody(siteSeoSchema) },
    responses: { 200: jsonContent(siteSchema, "Site"), ...memberErrors },
  }),
  updateVisibility: defineRoute({
    method: "put",
    path: "/api/sites/{siteId}/visibility",
    summary: "Make a site public, or protect it with a password (a new one signs every visitor out)",
    permission: "site:update",
    changes: "site",
    request: { params: siteParams, body: jsonBody(siteVisibilitySchema) },
    responses: { 200: jsonContent(siteSchema, "Site"), ...memberErrors },
  }),
  delete: defineRoute({
    method: "delete",
    path: "/api/sites/{siteId}",
    summary: "Delete a site and everything in it; its address stops answering at once",
    permission: "site:delete",
    changes: "site",
    request: { params: siteParams },
    responses: { 204: { description: "Deleted" }, ...memberErrors },
  }),
};
