import { BUILD_MESSAGES } from "@common/schemas/build";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import type { Builder } from "../../builder/builder";
import { CONTENT_MODULE, publishablePosts } from "../../builder/content-module";
import type { Db } from "../../db/create-db";
import { AppError } from "../../errors";
import { mediaManifest } from "../media/media-manifest";
import { listPublishedPosts } from "../posts/published-posts";
import { runBuild } from "./build-errors";
import { loadSiteSources, type SiteSource, withOverrides } from "./site-sources";

type Context = { db: Db; builder: Builder; actor: Actor };

/** A built page and the sources it was built from. */
export type BuiltPage = { html: string; sources: SiteSource[] };

/** Builds one page of a site, from its saved files with any unsaved buffers laid over them. */
export async function buildSitePage(
  db: Db,
  builder: Builder,
  site: { id: string; organization_id: string },
  pagePath: string,
  overrides?: Record<string, string>,
): Promise<BuiltPage> {
  const sources = withOverrides(await loadSiteSources(db, site.id), overrides);
  if (!sources.some((source) => source.path === pagePath)) {
    throw new AppError("NOT_FOUND", `${BUILD_MESSAGES.pageNotFound}: ${pagePath}`);
  }
  const files = sources.map(({ path, content }) => ({ path, content }));
  const media = await mediaManifest(db, site.id, files);
  // The published posts, for a site whose code reads them (docs/product.md#blog-on-the-site).
  const readsContent = files.some((file) => file.content.includes(CONTENT_MODULE));
  const content = readsContent ? publishablePosts(await listPublishedPosts(db, site.id)) : [];
  const target = { id: site.id, organizationId: site.organization_id, media, content };
  const { html } = await runBuild(() => builder.buildPreview(target, files, pagePath));
  return { html, sources };
}

/** POST /build/page: the page as an HTML document, for a member of the site's organization. */
export async function buildPage(
  { db, builder, actor }: Context,
  input: { site_id: string; page_path: string; overrides?: Record<string, string> },
): Promise<string> {
  const site = await requireSiteAccess(db, actor, input.site_id);
  return (await buildSitePage(db, builder, site, input.page_path, input.overrides)).html;
}
