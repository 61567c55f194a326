import { siteFileSchema } from "../schemas/files";
import { pageEditSchema } from "../schemas/page-edits";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

/** Words and photos changed on the preview, written back into the site's source (docs/product.md#click-to-edit). */
export const pageEditApi = {
  apply: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/page-edits",
    summary: "Write one change made on the preview into its file, as a new version; 409 when the file moved on",
    permission: "content:write",
    request: { params: siteParams, body: jsonBody(pageEditSchema) },
    responses: {
      200: jsonContent(siteFileSchema, "The file with its new version"),
      ...memberErrors,
      ...errorResponses(409, 413),
    },
  }),
};
