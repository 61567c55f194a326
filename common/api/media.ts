import { z } from "zod";
import { MEDIA_MAX_BYTES } from "../media";
import {
  mediaFileSchema,
  mediaFolderQuerySchema,
  mediaListQuerySchema,
  mediaListSchema,
  mediaUploadQuerySchema,
  mediaUseSchema,
  mediaVersionSchema,
  moveMediaFolderSchema,
  updateMediaSchema,
} from "../schemas/media";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

const mediaParams = siteParams.extend({ mediaId: z.string() });
const file = jsonContent(mediaFileSchema, "The file");
const uses = jsonContent(z.object({ used_in: z.array(mediaUseSchema) }), "Site files naming it, by path");
const fileBody = {
  required: true,
  content: { "application/octet-stream": { schema: z.string().describe("The file") } },
};
/** Refusals of new bytes: too large or over the organization's total (413), not taken (415), busy (429). */
const bytesErrors = errorResponses(413, 415, 429);

/** A site's media library (docs/product.md#media-library). */
export const mediaApi = {
  list: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/media",
    summary:
      "The site's media files, newest first (?q= by name, ?folder= directly in it), its folders and the organization's usage",
    permission: "media:read",
    request: { params: siteParams, query: mediaListQuerySchema },
    responses: { 200: jsonContent(mediaListSchema, "Media"), ...memberErrors },
  }),
  upload: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/media",
    summary: "Upload one file, sent as the body: images, PDF, MP4/WebM video or WOFF2 fonts up to 25 MB",
    permission: "media:write",
    changes: "site",
    bodyLimit: MEDIA_MAX_BYTES,
    request: { params: siteParams, query: mediaUploadQuerySchema, body: fileBody },
    responses: { 201: jsonContent(mediaFileSchema, "Stored"), ...memberErrors, ...errorResponses(409), ...bytesErrors },
  }),
  update: defineRoute({
    method: "patch",
    path: "/api/sites/{siteId}/media/{mediaId}",
    summary: "Change a file's alt text, or rename or move it (409 when the new path is taken)",
    permission: "media:write",
    changes: "site",
    request: { params: mediaParams, body: jsonBody(updateMediaSchema) },
    responses: { 200: file, ...memberErrors, ...errorResponses(409) },
  }),
  replace: defineRoute({
    method: "put",
    path: "/api/sites/{siteId}/media/{mediaId}/content",
    summary: "Replace a file's bytes, sent as the body; its address stays and the earlier bytes become a version",
    permission: "media:write",
    changes: "site",
    bodyLimit: MEDIA_MAX_BYTES,
    request: {
      params: mediaParams,
      query: z.object({ name: mediaUploadQuerySchema.shape.name.optional() }),
      body: fileBody,
    },
    responses: { 200: file, ...memberErrors, ...bytesErrors },
  }),
  versions: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/media/{mediaId}/versions",
    summary: "The earlier versions a replace kept, newest first",
    permission: "media:read",
    request: { params: mediaParams },
    responses: {
      200: jsonContent(z.object({ versions: z.array(mediaVersionSchema) }), "Versions"),
      ...memberErrors,
    },
  }),
  restoreVersion: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/media/{mediaId}/versions/{versionId}/restore",
    summary: "Make an earlier version the file's bytes again; the current ones become a version in turn",
    permission: "media:write",
    changes: "site",
    request: { params: mediaParams.extend({ versionId: z.string() }) },
    responses: { 200: file, ...memberErrors },
  }),
  usedIn: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/media/{mediaId}/used-in",
    summary: "The site files whose source names the file's path",
    permission: "media:read",
    request: { params: mediaParams },
    responses: { 200: uses, ...memberErrors },
  }),
  delete: defineRoute({
    method: "delete",
    path: "/api/sites/{siteId}/media/{mediaId}",
    summary: "Delete a media file and its versions; its address stops answering at once",
    permission: "media:write",
    changes: "site",
    request: { params: mediaParams },
    responses: { 204: { description: "Deleted" }, ...memberErrors },
  }),
  moveFolder: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/media-folders/move",
    summary: "Rename or move a folder with everything under it (409 when a path it would take is taken)",
    permission: "media:write",
    changes: "site",
    request: { params: siteParams, body: jsonBody(moveMediaFolderSchema) },
    responses: {
      200: jsonContent(z.object({ media: z.array(mediaFileSchema) }), "The moved files"),
      ...memberErrors,
      ...errorResponses(409),
    },
  }),
  folderUsedIn: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/media-folders/used-in",
    summary: "The site files whose source names a file under the folder (?path=team)",
    permission: "media:read",
    request: { params: siteParams, query: mediaFolderQuerySchema },
    responses: { 200: uses, ...memberErrors },
  }),
  deleteFolder: defineRoute({
    method: "delete",
    path: "/api/sites/{siteId}/media-folders",
    summary: "Delete a folder (?path=team) and every file under it, at any depth",
    permission: "media:write",
    changes: "site",
    request: { params: siteParams, query: mediaFolderQuerySchema },
    responses: {
      200: jsonContent(z.object({ deleted: z.number().int() }), "How many files were deleted"),
      ...memberErrors,
    },
  }),
};
