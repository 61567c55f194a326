import {
  buildPageSchema,
  previewUrlResponseSchema,
  previewUrlSchema,
  publishResponseSchema,
  publishSchema,
} from "../../../common/schemas/build";
import {
  deploymentListSchema,
  rollbackResultSchema,
  unpublishedChangesSchema,
} from "../../../common/schemas/deployments";
import { errors, failure, json, jsonBody, pathParam } from "./openapi-helpers";

const buildFailure = {
  ...failure,
  description: "The build failed: `error.details.problems` lists `{ file, line, column, message }`",
};
const buildErrors = { ...errors, 413: failure, 422: buildFailure, 503: failure };

/** The build service, previews and deployments (docs/product.md#preview, #publish, #deployments). */
export function buildServicePaths() {
  return {
    "/build/page": {
      post: {
        summary: "Build one page; `overrides` previews unsaved buffers",
        requestBody: jsonBody(buildPageSchema),
        responses: {
          200: {
            description: "The page as an HTML document",
            content: { "text/html": { schema: { type: "string" } } },
          },
          ...buildErrors,
        },
      },
    },
    "/site/publish": {
      post: {
        summary: "Build every page, store an immutable deployment and make it live",
        requestBody: jsonBody(publishSchema),
        responses: { 200: json("Published", publishResponseSchema), ...buildErrors },
      },
    },
    "/api/sites/{siteId}/preview-url": {
      parameters: [pathParam("siteId")],
      post: {
        summary: "Build a page and answer a signed URL on the preview origin that serves it for 5 minutes",
        requestBody: jsonBody(previewUrlSchema),
        responses: { 200: json("Signed preview URL", previewUrlResponseSchema), ...buildErrors },
      },
    },
    "/api/sites/{siteId}/deployments": {
      parameters: [pathParam("siteId")],
      get: {
        summary: "Deployments, newest first, the live one marked",
        responses: { 200: json("Deployments", deploymentListSchema), ...errors },
      },
    },
    "/api/sites/{siteId}/deployments/{deploymentId}/rollback": {
      parameters: [pathParam("siteId"), pathParam("deploymentId")],
      post: {
        summary: "Make an earlier deployment live again, without rebuilding",
        responses: { 200: json("Rolled back", rollbackResultSchema), ...errors },
      },
    },
    "/api/sites/{siteId}/unpublished-changes": {
      parameters: [pathParam("siteId")],
      get: {
        summary: "Files added, modified or removed since the live deployment",
        responses: { 200: json("Changes", unpublishedChangesSchema), ...errors },
      },
    },
  } satisfies Record<string, unknown>;
}
