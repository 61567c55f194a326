import { z } from "zod";
import {
  createFileSchema,
  listFilesQuerySchema,
  moveFileSchema,
  siteFileSchema,
  updateContentSchema,
  versionSchema,
} from "../schemas/files";
import { defineRoute, errorResponses, fileParams, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

const file = jsonContent(siteFileSchema, "The file with its current version");

/** A site's files and their versions (docs/product.md#files-and-paths, #history). */
export const fileApi = {
  list: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/files",
    summary: "Files ordered by full_path (?directories=false omits folders)",
    permission: "file:read",
    request: { params: siteParams, query: listFilesQuerySchema },
    responses: { 200: jsonContent(z.object({ files: z.array(siteFileSchema) }), "Files"), ...memberErrors },
  }),
  create: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/files",
    summary: "Create a file or folder",
    permission: "file:write",
    request: { params: siteParams, body: jsonBody(createFileSchema) },
    responses: { 201: file, ...memberErrors, ...errorResponses(409, 413) },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/files/{fileId}",
    summary: "One file",
    permission: "file:read",
    request: { params: fileParams },
    responses: { 200: file, ...memberErrors },
  }),
  updateContent: defineRoute({
    method: "put",
    path: "/api/sites/{siteId}/files/{fileId}/content",
    summary: "Save content as a new version; 409 when base_version_id is no longer current",
    permission: "file:write",
    request: { params: fileParams, body: jsonBody(updateContentSchema) },
    responses: { 200: file, ...memberErrors, ...errorResponses(409, 413) },
  }),
  move: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/files/{fileId}/move",
    summary: "Move, rename or copy a file or folder",
    permission: "file:write",
    request: { params: fileParams, body: jsonBody(moveFileSchema) },
    responses: { 200: file, ...memberErrors, ...errorResponses(409, 413) },
  }),
  delete: defineRoute({
    method: "delete",
    path: "/api/sites/{siteId}/files/{fileId}",
    summary: "Delete a file, or a folder with its contents",
    permission: "file:write",
    request: { params: fileParams },
    responses: { 204: { description: "Deleted" }, ...memberErrors },
  }),
  versions: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/files/{fileId}/versions",
    summary: "Versions, newest first",
    permission: "file:read",
    request: { params: fileParams },
    responses: { 200: jsonContent(z.object({ versions: z.array(versionSchema) }), "Versions"), ...memberErrors },
  }),
  restoreVersion: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/files/{fileId}/versions/{versionId}/restore",
    summary: "Restore a version as a new version",
    permission: "file:write",
    request: { params: fileParams.extend({ versionId: z.string() }) },
    responses: { 200: file, ...memberErrors },
  }),
};
