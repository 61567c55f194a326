import { z } from "zod";
import { aiCopyRequestSchema } from "../schemas/ai-copy";
import { defineRoute, errorResponses, jsonBody, memberErrors } from "./route";

/** The site creator's server side (docs/product.md#site-creator); the site itself is made by POST /api/sites. */
export const creatorApi = {
  aiCopy: defineRoute({
    method: "post",
    path: "/api/creator/copy",
    summary:
      "Write a site's copy with the configured AI service: server-sent events of JSON, progress then `copy` or `error` (503 when AI copy is not configured); closing the request stops the service",
    permission: "site:create",
    request: { body: jsonBody(aiCopyRequestSchema) },
    responses: {
      200: {
        description: "Server-sent events, each `data:` one aiCopyEvent: { type: progress | copy | error }",
        content: { "text/event-stream": { schema: z.string().describe("data: lines of aiCopyEvent JSON") } },
      },
      ...memberErrors,
      ...errorResponses(503),
    },
  }),
};
