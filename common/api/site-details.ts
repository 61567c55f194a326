import { keptSampleTextsSchema, saveSiteDetailsSchema, siteDetailsSchema } from "../schemas/site-details";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

const details = jsonContent(siteDetailsSchema, "The business details");

/** A site's business details: a form over its data/site.json (docs/product.md#business-details). */
export const siteDetailsApi = {
  get: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/details",
    summary: "The business details of data/site.json, the template's own fields and the texts still its examples",
    permission: "file:read",
    request: { params: siteParams },
    responses: { 200: details, ...memberErrors, ...errorResponses(422) },
  }),
  save: defineRoute({
    method: "put",
    path: "/api/sites/{siteId}/details",
    summary: "Save the details as a new version of data/site.json, changing only what changed; 409 when stale",
    permission: "content:write",
    request: { params: siteParams, body: jsonBody(saveSiteDetailsSchema) },
    responses: { 200: details, ...memberErrors, ...errorResponses(409, 413, 422) },
  }),
  keepSampleTexts: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/details/samples/confirm",
    summary: "Keep the texts still equal to the template's examples: they are no longer pointed out",
    permission: "content:write",
    request: { params: siteParams },
    responses: { 200: jsonContent(keptSampleTextsSchema, "When they were kept"), ...memberErrors },
  }),
};
