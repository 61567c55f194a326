import { z } from "zod";
import { checkPath, MAX_FILE_BYTES } from "../files";

/** Texts of the build service: previews, publishing and their errors (docs/product.md#preview, #publish). */
export const BUILD_MESSAGES = {
  sitePageRequired: "Site ID and page path are required",
  missingSiteId: "Missing site ID",
  published: "Your site has been published successfully",
  pageNotFound: "Page not found",
  notAPage: "This file is not a page: pages are .jsx, .tsx, .js or .ts files under pages/",
} as const;

/** Unsaved editor buffers a preview may build instead of the saved files. */
export const MAX_PREVIEW_OVERRIDES = 50;

/** `{ [full_path]: content }`: each path a valid file path, each content within the file size limit. */
export const overridesSchema = z
  .record(z.string(), z.string())
  .superRefine((overrides, ctx) => {
    const entries = Object.entries(overrides);
    if (entries.length > MAX_PREVIEW_OVERRIDES) {
      ctx.addIssue({ code: "custom", message: `At most ${MAX_PREVIEW_OVERRIDES} unsaved files can be previewed` });
    }
    for (const [path, content] of entries) {
      const checked = checkPath(path, false);
      if ("error" in checked || checked.path !== path) {
        ctx.addIssue({ code: "custom", message: `Invalid file path "${path}"`, path: [path] });
      } else if (new TextEncoder().encode(content).length > MAX_FILE_BYTES) {
        ctx.addIssue({ code: "too_big", origin: "string", maximum: MAX_FILE_BYTES, message: "File too large" });
      }
    }
  })
  .optional();

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** POST /build/page; `auth_token` is accepted and ignored: the session comes from the cookie or bearer header. */
export const buildPageSchema = z.object({
  site_id: required(BUILD_MESSAGES.sitePageRequired),
  page_path: required(BUILD_MESSAGES.sitePageRequired),
  auth_token: z.string().optional(),
  overrides: overridesSchema,
});

export const previewUrlSchema = z.object({
  page_path: required(BUILD_MESSAGES.sitePageRequired),
  overrides: overridesSchema,
});

export const previewUrlResponseSchema = z.object({ url: z.string(), expires_at: z.string() });

/** POST /site/publish (docs/product.md#publish). */
export const publishSchema = z.object({
  site_id: required(BUILD_MESSAGES.missingSiteId),
  auth_token: z.string().optional(),
});

export const publishResponseSchema = z.object({
  url: z.string(),
  message: z.string(),
  deployment_id: z.string(),
  page_count: z.number(),
});

export type BuildPageInput = z.infer<typeof buildPageSchema>;
export type PreviewUrlInput = z.infer<typeof previewUrlSchema>;
export type PreviewUrl = z.infer<typeof previewUrlResponseSchema>;
export type PublishResult = z.infer<typeof publishResponseSchema>;
