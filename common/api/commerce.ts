import { z } from "zod";
import { createStoreSchema, storeSchema, updateStoreSchema } from "../schemas/commerce";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, planErrors } from "./route";

const storeParams = z.object({ storeId: z.string() });

/** The organization's shops, one per site at most (docs/product.md#commerce). */
export const storeApi = {
  list: defineRoute({
    method: "get",
    path: "/api/stores",
    summary: "The active organization's shops, by name",
    permission: "commerce:read",
    responses: { 200: jsonContent(z.object({ stores: z.array(storeSchema) }), "Shops"), ...memberErrors },
  }),
  create: defineRoute({
    method: "post",
    path: "/api/stores",
    summary:
      "Opens a shop on one of the organization's sites: its name, VAT registration and shipping options (a site has one shop at most)",
    permission: "store:manage",
    request: { body: jsonBody(createStoreSchema) },
    responses: {
      201: jsonContent(storeSchema, "The shop"),
      ...memberErrors,
      ...planErrors,
      ...errorResponses(409),
    },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/stores/{storeId}",
    summary: "One shop of the active organization",
    permission: "commerce:read",
    request: { params: storeParams },
    responses: { 200: jsonContent(storeSchema, "The shop"), ...memberErrors },
  }),
  update: defineRoute({
    method: "patch",
    path: "/api/stores/{storeId}",
    summary: "Changes a shop's name, VAT registration or shipping options",
    permission: "store:manage",
    request: { params: storeParams, body: jsonBody(updateStoreSchema) },
    responses: { 200: jsonContent(storeSchema, "The shop"), ...memberErrors },
  }),
};
