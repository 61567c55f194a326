import { Hono } from "hono";
import { z } from "zod";
import {
  createFileSchema,
  moveFileSchema,
  siteFileSchema,
  updateContentSchema,
  versionSchema,
} from "../../../common/schemas/files";
import { createOrganizationSchema, organizationSchema } from "../../../common/schemas/organizations";
import { createSiteSchema, siteSchema, updateSiteSchema } from "../../../common/schemas/sites";

import { buildServicePaths } from "./build-service-paths";
import { errors, failure, json, jsonBody, pathParam } from "./openapi-helpers";

const siteId = pathParam("siteId");
const fileId = pathParam("fileId");
const versionId = pathParam("versionId");

/** The API's contract, generated from the same zod schemas that validate requests. */
export function openApiDocument() {
  const file = json("The file with its current version", siteFileSchema);
  return {
    openapi: "3.1.0",
    info: { title: "Webcraft API", version: "0.1.0" },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "A session token from /api/auth/sign-in/email" },
        cookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths: {
      "/api/health": { get: { summary: "Liveness", security: [], responses: { 200: { description: "OK" } } } },
      "/api/config": {
        get: { summary: "Public installation settings", security: [], responses: { 200: { description: "OK" } } },
      },
      "/api/organizations": {
        post: {
          summary: "Create an organization; the caller becomes its owner and it becomes active",
          requestBody: jsonBody(createOrganizationSchema),
          responses: { 201: json("Created", organizationSchema), ...errors },
        },
      },
      "/api/sites": {
        get: {
          summary: "Sites of the active organization",
          responses: { 200: json("Sites", z.object({ sites: z.array(siteSchema) })), ...errors },
        },
        post: {
          summary: "Create a site with the starter files",
          requestBody: jsonBody(createSiteSchema),
          responses: { 201: json("Created", siteSchema), ...errors },
        },
      },
      "/api/sites/{siteId}": {
        parameters: [siteId],
        get: { summary: "One site", responses: { 200: json("Site", siteSchema), ...errors } },
        patch: {
          summary: "Rename a site or change its slug",
          requestBody: jsonBody(updateSiteSchema),
          responses: { 200: json("Site", siteSchema), 409: failure, ...errors },
        },
        delete: {
          summary: "Delete a site and everything in it",
          responses: { 204: { description: "Deleted" }, ...errors },
        },
      },
      "/api/sites/{siteId}/files": {
        parameters: [siteId],
        get: {
          summary: "Files ordered by full_path (?directories=false omits folders)",
          responses: { 200: json("Files", z.object({ files: z.array(siteFileSchema) })), ...errors },
        },
        post: {
          summary: "Create a file or folder",
          requestBody: jsonBody(createFileSchema),
          responses: { 201: file, 409: failure, ...errors },
        },
      },
      "/api/sites/{siteId}/files/{fileId}": {
        parameters: [siteId, fileId],
        get: { summary: "One file", responses: { 200: file, ...errors } },
        delete: {
          summary: "Delete a file, or a folder with its contents",
          responses: { 204: { description: "Deleted" }, ...errors },
        },
      },
      "/api/sites/{siteId}/files/{fileId}/content": {
        parameters: [siteId, fileId],
        put: {
          summary: "Save content as a new version; 409 when base_version_id is no longer current",
          requestBody: jsonBody(updateContentSchema),
          responses: { 200: file, 409: failure, 413: failure, ...errors },
        },
      },
      "/api/sites/{siteId}/files/{fileId}/move": {
        parameters: [siteId, fileId],
        post: {
          summary: "Move, rename or copy a file or folder",
          requestBody: jsonBody(moveFileSchema),
          responses: { 200: file, 409: failure, ...errors },
        },
      },
      "/api/sites/{siteId}/files/{fileId}/versions": {
        parameters: [siteId, fileId],
        get: {
          summary: "Versions, newest first",
          responses: { 200: json("Versions", z.object({ versions: z.array(versionSchema) })), ...errors },
        },
      },
      "/api/sites/{siteId}/files/{fileId}/versions/{versionId}/restore": {
        parameters: [siteId, fileId, versionId],
        post: { summary: "Restore a version as a new version", responses: { 200: file, ...errors } },
      },
      ...buildServicePaths(),
    },
  };
}

export function openApiRoutes() {
  const document = openApiDocument();
  return new Hono().get("/", (c) => c.json(document));
}
