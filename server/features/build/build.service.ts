import { BUILD_MESSAGES } from "@common/schemas/build";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import type { Builder } from "../../builder/builder";
import type { Db } from "../../db/create-db";
import { AppError } from "../../errors";
import { runBuild } from "../../site/build-errors";
import { loadSiteSources, type SiteSource, withOverrides } from "../../site/site-sources";
import type { SiteWing } from "../../site/site-wing";

/** What building a page needs: the database, the builder and the site wing (for its inputs). */
export type BuildDeps = { db: Db; builder: Builder; site: SiteWing };
type Context = BuildDeps & { actor: Actor };

/** A built page and the sources it was built from. */
export type BuiltPage = { html: string; sources: SiteSource[] };

/** Builds one page of a site, from its saved files with any unsaved buffers laid over them. */
export async function buildSitePage(
  { db, builder, site: wing }: BuildDeps,
  site: { id: string; organization_id: string },
  pagePath: string,
  overrides?: Record<string, string>,
): Promise<BuiltPage> {
  const sources = withOverrides(await loadSiteSources(db, site.id), overrides);
  if (!sources.some((source) => source.path === pagePath)) {
    throw new AppError("NOT_FOUND", `${BUILD_MESSAGES.pageNotFound}: ${pagePath}`);
  }
  const files = sources.map(({ path, content }) => ({ path, content }));
  // The published posts, for a site whose code reads them (docs/product.md#blog-on-the-site).
  const target = await wing.previewInputs(site, files);
  const { html } = await runBuild(() => builder.buildPreview(target, files, pagePath));
  return { html, sources };
}

/** POST /build/page: the page as an HTML document, for a member of the site's organization. */
export async function buildPage(
  { actor, ...deps }: Context,
  input: { site_id: string; page_path: string; overrides?: Record<string, string> },
): Promise<string> {
  const site = await requireSiteAccess(deps.db, actor, input.site_id);
  return (await buildSitePage(deps, site, input.page_path, input.overrides)).html;
}

/** Whether a preview request carries unsaved buffers, which only roles that may edit may preview. */
export function hasOverrides(input: { overrides?: Record<string, string> }): boolean {
  return Object.keys(input.overrides ?? {}).length > 0;
}
