import { z } from "zod";
import { buildPageSchema, previewUrlResponseSchema, previewUrlSchema } from "../schemas/build";
import { buildErrors, defineRoute, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

/**
 * Previews (docs/product.md#preview). Both build a page with any unsaved buffers in `overrides`: a viewer
 * previews what is saved, and unsaved buffers also need `preview:draft` (an editor's).
 */
export const previewApi = {
  previewUrl: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/preview-url",
    summary: "Build a page and answer a signed URL on the preview origin that serves it for 5 minutes",
    permission: "site:read",
    request: { params: siteParams, body: jsonBody(previewUrlSchema) },
    responses: { 200: jsonContent(previewUrlResponseSchema, "Signed preview URL"), ...memberErrors, ...buildErrors },
  }),
  buildPage: defineRoute({
    method: "post",
    path: "/build/page",
    summary: "Build one page for an API caller; answered as a sandboxed HTML document with no scripts",
    permission: "site:read",
    request: { body: jsonBody(buildPageSchema) },
    responses: {
      200: { description: "The page as an HTML document", content: { "text/html": { schema: z.string() } } },
      ...memberErrors,
      ...buildErrors,
    },
  }),
};
