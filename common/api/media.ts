import { z } from "zod";
import { mediaFileSchema, mediaUploadQuerySchema } from "../schemas/media";
import { defineRoute, errorResponses, jsonContent, memberErrors, siteParams } from "./route";

const mediaParams = siteParams.extend({ mediaId: z.string() });

/** A site's media library (docs/product.md#media-library). */
export const mediaApi = {
  list: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/media",
    summary: "The site's media files, newest first",
    permission: "media:read",
    request: { params: siteParams },
    responses: { 200: jsonContent(z.object({ media: z.array(mediaFileSchema) }), "Media"), ...memberErrors },
  }),
  upload: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/media",
    summary: "Upload one file, sent as the body: images, PDF, MP4/WebM video or WOFF2 fonts up to 25 MB",
    permission: "media:write",
    request: {
      params: siteParams,
      query: mediaUploadQuerySchema,
      body: { required: true, content: { "application/octet-stream": { schema: z.string().describe("The file") } } },
    },
    responses: { 201: jsonContent(mediaFileSchema, "Stored"), ...memberErrors, ...errorResponses(409, 413, 415) },
  }),
  delete: defineRoute({
    method: "delete",
    path: "/api/sites/{siteId}/media/{mediaId}",
    summary: "Delete a media file; its address stops answering at once",
    permission: "media:write",
    request: { params: mediaParams },
    responses: { 204: { description: "Deleted" }, ...memberErrors },
  }),
};
