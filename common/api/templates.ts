import { z } from "zod";
import { templateListSchema } from "../schemas/templates";
import { defineRoute, errorResponses, jsonContent, memberErrors } from "./route";

export const templateThumbnailParams = z.object({
  templateId: z.string(),
  /** desktop.png (1280×800) or phone.png (375×740). */
  file: z.enum(["desktop.png", "phone.png"]),
});

/** The site templates a new site can start from (docs/product.md#templates). */
export const templateApi = {
  list: defineRoute({
    method: "get",
    path: "/api/templates",
    summary: "The templates a site can be created from, with thumbnails and a live preview address",
    permission: "template:read",
    responses: { 200: jsonContent(templateListSchema, "Templates"), ...memberErrors },
  }),
  thumbnail: defineRoute({
    method: "get",
    path: "/api/templates/{templateId}/thumbnails/{file}",
    summary: "A screenshot of a template's home page; cached for good when asked with its ?v= version",
    permission: "public",
    request: { params: templateThumbnailParams },
    responses: {
      200: { description: "The PNG screenshot", content: { "image/png": { schema: z.string() } } },
      ...errorResponses(400, 404),
    },
  }),
};
