// Publishes a whole site: a client bundle shared by all pages (React from the worker's prebuilt vendor
// module), every page prerendered in a bare V8 context, HTML per route that hydrates, and a 404 page.

import { NOT_FOUND_FILE, type PublishedPage, pageTitle, type SitePage, sitePages } from "@common/page-routes";
import { type BuildContext, context } from "esbuild";
import { BuildError, type BuildProblem, problemsError } from "./build-error";
import { commonOptions } from "./bundle-options";
import { clientEntry, PRERENDER_GLOBAL, serverEntry } from "./entries";
import { ENTRY_NAMESPACE, toBuildError } from "./esbuild-problems";
import { withFormActions } from "./form-actions";
import { defaultNotFoundDocument, publishedDocument } from "./html";
import { MAX_PUBLISH_OUTPUT_BYTES } from "./limits";
import { checkNesting } from "./nesting-check";
import type { SiteHead } from "./page-head";
import { readPageMeta } from "./page-meta";
import type { SitePrerender } from "./prerender";
import { collectAssets, contentTypeOf, type WorkerAsset } from "./publish-assets";
import { type PublishContexts, publishKey, replacePublish, type SiteState } from "./site-cache";
import { sitePlugin } from "./site-plugin";
import { publishVendor } from "./vendor";

/** Files at the top of a site's source that are published as they are (docs/product.md#search-engines). */
export const OWN_SEARCH_FILES = ["robots.txt", "sitemap.xml"] as const;

export type WorkerSiteResult = { pages: PublishedPage[]; assets: WorkerAsset[] };

function checkPages(pages: SitePage[]): void {
  if (pages.length === 0) {
    throw new BuildError(422, "No pages to publish: add a page such as pages/Index.jsx", []);
  }
  const byRoute = new Map<string, string>();
  const problems: BuildProblem[] = [];
  for (const page of pages) {
    const other = byRoute.get(page.route);
    if (other !== undefined) {
      problems.push({
        file: page.path,
        line: null,
        column: null,
        message: `${other} and ${page.path} both publish ${page.route}`,
      });
    }
    byRoute.set(page.route, page.path);
  }
  if (problems.length > 0) throw problemsError(problems);
}

function outName(page: SitePage): string {
  return page.route === "/" ? "index" : page.route.slice(1).replaceAll("/", "-");
}

type Vendor = Awaited<ReturnType<typeof publishVendor>>;

async function publishContexts(site: SiteState, pages: SitePage[], vendor: Vendor): Promise<PublishContexts> {
  const key = publishKey(pages.map((page) => page.path));
  if (site.publish?.key === key) return site.publish;
  const clientEntries = new Map([
    ...pages.map((page): [string, string] => [`client/${page.path}`, clientEntry(page.path)]),
    ...vendor.client.shims,
  ]);
  const serverEntries = new Map([["server", serverEntry(pages.map((page) => page.path))], ...vendor.prerender.shims]);
  const shared = { ...commonOptions(), assetNames: "assets/[name]-[hash]", publicPath: "/", metafile: true };
  const client: BuildContext = await context({
    ...shared,
    entryPoints: pages.map((page) => ({ in: `client/${page.path}`, out: `assets/${outName(page)}` })),
    entryNames: "[dir]/[name]-[hash]",
    chunkNames: "assets/chunk-[hash]",
    format: "esm",
    splitting: true,
    minify: true,
    plugins: [
      sitePlugin({
        site,
        mode: "client",
        entries: clientEntries,
        freshTailwind: true,
        external: vendor.client.importPath,
      }),
    ],
  });
  const server: BuildContext = await context({
    ...shared,
    entryPoints: [{ in: "server", out: "server" }],
    format: "iife",
    globalName: PRERENDER_GLOBAL,
    plugins: [sitePlugin({ site, mode: "server", entries: serverEntries, freshTailwind: false })],
  });
  const contexts = { key, client, server };
  await replacePublish(site, contexts);
  return contexts;
}

async function rebuilt<T>(build: Promise<T>): Promise<T> {
  try {
    return await build;
  } catch (error) {
    throw toBuildError(error);
  }
}

/**
 * Bundles for the browser and for the prerender at once; the pages render in their sandbox as soon as the
 * prerender bundle is there, while esbuild still minifies and splits the browser's.
 */
async function bundleAndRender(
  contexts: PublishContexts,
  vendor: Vendor,
  pages: SitePage[],
  prerenderer: SitePrerender,
) {
  const clientBuild = rebuilt(contexts.client.rebuild());
  // Each is settled either way before anything throws, so a failure of one is never left unhandled.
  clientBuild.catch(() => undefined);
  const server = await rebuilt(contexts.server.rebuild());
  const script = server.outputFiles?.find((file) => file.path.endsWith(".js"))?.text ?? "";
  const rendering = prerenderer.render(
    vendor.prerender,
    script,
    pages.map((page) => page.path),
  );
  rendering.catch(() => undefined);
  const client = await clientBuild;
  if (client.metafile === undefined || client.outputFiles === undefined) throw new Error("esbuild gave no output");
  const outcomes = await rendering;
  return { client: { ...client, metafile: client.metafile, outputFiles: client.outputFiles }, outcomes };
}

export async function buildSite(
  site: SiteState,
  prerenderer: SitePrerender,
  head?: SiteHead,
): Promise<WorkerSiteResult> {
  checkNesting(site);
  const pages = sitePages(site.files.keys());
  checkPages(pages);
  const vendor = await publishVendor();
  const contexts = await publishContexts(site, pages, vendor);
  const { client, outcomes } = await bundleAndRender(contexts, vendor, pages, prerenderer);
  const problems: BuildProblem[] = [];
  const { assets, linksFor } = collectAssets(client, vendor.client);
  const encoder = new TextEncoder();
  const published: PublishedPage[] = [];
  for (const page of pages) {
    const outcome = outcomes.get(page.path);
    if (outcome === undefined || "error" in outcome) {
      const message = `Prerender failed: ${outcome?.error ?? "no markup"}`;
      problems.push({ file: page.path, line: null, column: null, message });
      continue;
    }
    const links = linksFor(`${ENTRY_NAMESPACE}:client/${page.path}`);
    const title = pageTitle(page.path);
    const markup = withFormActions(outcome.html);
    const { meta, problems: metaProblems } = readPageMeta(outcome.meta);
    for (const message of metaProblems) problems.push({ file: page.path, line: null, column: null, message });
    const html = publishedDocument({ title, route: page.route, markup, ...links, site: head, meta });
    published.push({ route: page.route, file: page.file, ...(meta.noindex && { noindex: true }) });
    assets.push({ path: page.file, content: encoder.encode(html), contentType: contentTypeOf(page.file) });
  }
  if (problems.length > 0) throw problemsError(problems);
  // A site's own robots.txt and sitemap.xml are published as they are and served instead of the generated ones.
  for (const path of OWN_SEARCH_FILES) {
    const content = site.files.get(path);
    if (content !== undefined)
      assets.push({ path, content: encoder.encode(content), contentType: contentTypeOf(path) });
  }
  if (!pages.some((page) => page.file === NOT_FOUND_FILE)) {
    const html = encoder.encode(defaultNotFoundDocument());
    assets.push({ path: NOT_FOUND_FILE, content: html, contentType: contentTypeOf(NOT_FOUND_FILE) });
  }
  const total = assets.reduce((sum, asset) => sum + asset.content.byteLength, 0);
  if (total > MAX_PUBLISH_OUTPUT_BYTES) {
    throw new BuildError(
      413,
      `The published site would be ${Math.ceil(total / 1048576)} MB; the limit is ${MAX_PUBLISH_OUTPUT_BYTES / 1048576} MB`,
      [],
    );
  }
  return { pages: published, assets };
}
