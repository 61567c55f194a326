import { templateApi } from "@common/api/templates";
import type { Template } from "@common/schemas/templates";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { templatePreviewUrl } from "./template-preview";
import { type SiteTemplate, siteTemplates, type ThumbnailFile } from "./template-registry";

function thumbnailUrl(template: SiteTemplate, file: ThumbnailFile): string | null {
  const thumbnail = template.thumbnails.get(file);
  return thumbnail ? `/api/templates/${template.id}/thumbnails/${file}?v=${thumbnail.version}` : null;
}

function toTemplate(env: Env, template: SiteTemplate): Template {
  return {
    id: template.id,
    name: template.name,
    category: template.category,
    description: template.description,
    thumbnail_url: thumbnailUrl(template, "desktop.png"),
    phone_thumbnail_url: thumbnailUrl(template, "phone.png"),
    preview_url: templatePreviewUrl(env, template.id),
    example: {
      business_name: template.data.name,
      copy: template.data.copy,
      data: template.data,
      fields: { fields: template.fields, service_fields: template.service_fields },
    },
  };
}

/** The site templates, as declared in common/api/templates.ts. */
export function templateRoutes(deps: AppDeps) {
  const allow = permissionGuard(deps);
  // Read and checked now: a broken template stops the start rather than failing a visitor later.
  siteTemplates();
  return apiRouter<AppEnv>()
    .openapi(allow(templateApi.list), (c) =>
      c.json({ templates: [...siteTemplates().values()].map((template) => toTemplate(deps.env, template)) }, 200),
    )
    .openapi(allow(templateApi.thumbnail), (c) => {
      const { templateId, file } = c.req.valid("param");
      const thumbnail = siteTemplates().get(templateId)?.thumbnails.get(file);
      if (!thumbnail) throw new AppError("NOT_FOUND", "This template has no such thumbnail");
      const etag = `"${thumbnail.version}"`;
      // The URL the list gives carries the version: that one never changes; any other is checked each time.
      const cache = c.req.query("v") === thumbnail.version ? "public, max-age=31536000, immutable" : "no-cache";
      const headers = { etag, "cache-control": cache, "content-type": "image/png" };
      if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(thumbnail.bytes), 200, headers);
    });
}
