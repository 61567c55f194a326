// Live previews of the templates for the creator's gallery: each template built once, on first request,
// by the same builder that publishes sites, with its own sample business and posts, and served on the
// preview origin under /templates/{id}/, never on the app's origin (docs/decisions/005).
import { BuildError, type Builder, type PublishedAsset } from "../../builder/builder";
import type { Env } from "../../env";
import { appFramedHeaders } from "../../http/security-headers";
import { friendlyPage } from "../../site/host/friendly-pages";
import { responseBody } from "../../site/host/site-host";
import { type SiteTemplate, siteTemplates } from "./template-registry";

export const TEMPLATE_PREVIEW_PREFIX = "/templates/";

/** Where a template's home page previews. */
export function templatePreviewUrl(env: Pick<Env, "previewOrigin">, id: string): string {
  return `${env.previewOrigin}${TEMPLATE_PREVIEW_PREFIX}${id}/`;
}

type BuiltTemplate = Map<string, PublishedAsset>;

// Per builder (an app has one), per template: the build under way or done. A failed build is forgotten.
const builds = new WeakMap<Builder, Map<string, Promise<BuiltTemplate>>>();

function built(builder: Builder, template: SiteTemplate): Promise<BuiltTemplate> {
  const ofBuilder = builds.get(builder) ?? new Map<string, Promise<BuiltTemplate>>();
  builds.set(builder, ofBuilder);
  let build = ofBuilder.get(template.id);
  if (!build) {
    const site = { id: `template-${template.id}`, organizationId: "templates", content: template.samplePosts };
    build = builder
      .buildSite(site, template.files)
      .then((result) => new Map(result.assets.map((asset) => [asset.path, underPrefix(asset, template.id)])));
    build.catch(() => ofBuilder.delete(template.id));
    ofBuilder.set(template.id, build);
  }
  return build;
}

/**
 * A published site's own addresses are absolute: its pages' links and assets ("/about", "/assets/…") and
 * the scripts' imports of their shared chunks. Under the template's prefix they become
 * "/templates/{id}/about"; addresses with a scheme or "//" stay as they are.
 */
function underPrefix(asset: PublishedAsset, id: string): PublishedAsset {
  const prefix = `${TEMPLATE_PREVIEW_PREFIX}${id}/`;
  const text = asset.content.toString("utf8");
  if (asset.path.endsWith(".html")) {
    return { ...asset, content: Buffer.from(text.replace(/\b(href|src|action)="\/(?!\/)/g, `$1="${prefix}`)) };
  }
  if (/\.(js|css)$/.test(asset.path)) {
    return { ...asset, content: Buffer.from(text.replace(/(["'(])\/assets\//g, `$1${prefix}assets/`)) };
  }
  return asset;
}

function headers(env: Pick<Env, "appOrigin">, contentType: string, immutable: boolean): Record<string, string> {
  return appFramedHeaders(env.appOrigin, {
    contentType,
    cacheControl: immutable ? "public, max-age=31536000, immutable" : "no-cache",
    policy: [
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'none'",
    ],
    referrerPolicy: "same-origin",
  });
}

/** The published file a path under a template's prefix names: a page's index.html, or an asset. */
function fileFor(rest: string): string {
  const path = rest.replace(/\/+$/, "");
  if (path === "") return "index.html";
  return path.startsWith("assets/") ? path : `${path}/index.html`;
}

/** GET /templates/{id}/… on the preview origin. */
export async function serveTemplatePreview(
  deps: { env: Env; builder: Builder },
  request: Request,
  isHead: boolean,
): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  const [id = "", ...rest] = pathname.slice(TEMPLATE_PREVIEW_PREFIX.length).split("/");
  const template = siteTemplates().get(id);
  if (!template) {
    const missing = friendlyPage("Template not found", "There is no template at this address.");
    return new Response(isHead ? null : responseBody(missing.body), { status: 404, headers: missing.headers });
  }
  if (rest.length === 0) return Response.redirect(new URL(`${TEMPLATE_PREVIEW_PREFIX}${id}/`, request.url), 308);
  let files: BuiltTemplate;
  try {
    files = await built(deps.builder, template);
  } catch (error) {
    // The builder busy or failing: say so in the frame, and build again on the next request.
    if (!(error instanceof BuildError)) throw error;
    const page = friendlyPage("Preview not available", "This template could not be built just now. Try again shortly.");
    return new Response(isHead ? null : responseBody(page.body), { status: 503, headers: page.headers });
  }
  const file = fileFor(rest.join("/"));
  const found = files.get(file);
  const answer = found ?? files.get("404.html");
  if (!answer) return new Response(null, { status: 404 });
  const isPage = answer.path.endsWith(".html");
  return new Response(isHead ? null : responseBody(answer.content), {
    status: found ? 200 : 404,
    headers: headers(deps.env, answer.contentType, !isPage),
  });
}
