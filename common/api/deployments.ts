import { z } from "zod";
import { publishResponseSchema, publishSchema } from "../schemas/build";
import { deploymentListSchema, rollbackResultSchema, unpublishedChangesSchema } from "../schemas/deployments";
import { buildErrors, defineRoute, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

/** Publishing, deployments and rollback (docs/product.md#publish, #deployments). */
export const deploymentApi = {
  publish: defineRoute({
    method: "post",
    path: "/site/publish",
    summary: "Build every page, store an immutable deployment and make it live",
    permission: "site:publish",
    request: { body: jsonBody(publishSchema) },
    responses: { 200: jsonContent(publishResponseSchema, "Published"), ...memberErrors, ...buildErrors },
  }),
  list: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/deployments",
    summary: "Deployments, newest first, the live one marked",
    permission: "site:read",
    request: { params: siteParams },
    responses: { 200: jsonContent(deploymentListSchema, "Deployments"), ...memberErrors },
  }),
  rollback: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/deployments/{deploymentId}/rollback",
    summary: "Make an earlier deployment live again, without rebuilding",
    permission: "site:publish",
    changes: "site",
    request: { params: siteParams.extend({ deploymentId: z.string() }) },
    responses: { 200: jsonContent(rollbackResultSchema, "Rolled back"), ...memberErrors },
  }),
  unpublishedChanges: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/unpublished-changes",
    summary: "Files added, modified or removed since the live deployment",
    permission: "site:read",
    request: { params: siteParams },
    responses: { 200: jsonContent(unpublishedChangesSchema, "Changes"), ...memberErrors },
  }),
};
