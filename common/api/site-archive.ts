import { z } from "zod";
import { siteSchema } from "../schemas/sites";
import { ARCHIVE_MAX_BODY_BYTES } from "../site-archive";
import { defineRoute, errorResponses, jsonContent, memberErrors, siteParams } from "./route";

/** A site as one zip file, out and back in (docs/product.md#export-and-import). */
export const siteArchiveApi = {
  export: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/export",
    summary:
      "The site as a zip download named after its slug: webcraft.json (name, settings, posts), its source files under files/ and its media under media/",
    permission: "file:read",
    request: { params: siteParams },
    responses: {
      200: { description: "The zip", content: { "application/zip": { schema: z.string().describe("The archive") } } },
      ...memberErrors,
    },
  }),
  import: defineRoute({
    method: "post",
    path: "/api/sites/import",
    summary:
      "A new site in the active organization from a zip (field `file`; optional `name`, else webcraft.json's name, else the zip's name). A zip without webcraft.json imports as source files. Any refused entry refuses the whole zip, with a message naming it",
    permission: "site:create",
    bodyLimit: ARCHIVE_MAX_BODY_BYTES,
    request: {
      body: {
        required: true,
        content: {
          // A plain OpenAPI schema rather than zod: the route streams the zip to disk itself, where a
          // zod schema would have the whole body parsed into memory first.
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: {
                file: { type: "string", format: "binary", description: "The zip file" },
                name: { type: "string", description: "The new site's name" },
              },
              required: ["file"],
            },
          },
        },
      },
    },
    responses: {
      201: jsonContent(siteSchema, "The new site"),
      ...memberErrors,
      ...errorResponses(409, 413, 415),
    },
  }),
};
