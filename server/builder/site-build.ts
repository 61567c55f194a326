// Publishes a whole site: a client bundle shared by all pages (React from the worker's prebuilt vendor
// module), every page prerendered in a bare V8 context, HTML per route that hydrates, and a 404 page.

import {
  htmlFileForRoute,
  isPostPage,
  NOT_FOUND_FILE,
  POST_ROUTE_PREFIX,
  type PublishedPage,
  pageTitle,
  type SitePage,
  sitePages,
} from "@common/page-routes";
import { type BuildContext, context, type Metafile } from "esbuild";
import { BuildError, type BuildProblem, problemsError } from "./build-error";
import { commonOptions } from "./bundle-options";
import { CONTENT_MODULE, contentIsland, publishablePosts, type SitePost } from "./content-module";
import { clientEntry, PRERENDER_GLOBAL, renderKey, serverEntry } from "./entries";
import { ENTRY_NAMESPACE, RUNTIME_NAMESPACE, SITE_NAMESPACE, toBuildError } from "./esbuild-problems";
import { withFormActions } from "./form-actions";
import { defaultNotFoundDocument, publishedDocument } from "./html";
import { MAX_PUBLISH_OUTPUT_BYTES } from "./limits";
import { checkNesting } from "./nesting-check";
import type { SiteHead } from "./page-head";
import { type PageMeta, readPageMeta } from "./page-meta";
import { postHead } from "./post-head";
import type { RenderOutcome, SitePrerender } from "./prerender";
import { collectAssets, contentTypeOf, type WorkerAsset } from "./publish-assets";
import { SHOP_READER_MODULES } from "./shop-facts";
import { type PublishContexts, publishKey, replacePublish, type SiteState } from "./site-cache";
import { sitePlugin } from "./site-plugin";
import { publishVendor } from "./vendor";

/** Files at the top of a site's source that are published as they are (docs/product.md#search-engines). */
export const OWN_SEARCH_FILES = ["robots.txt", "sitemap.xml"] as const;

export type WorkerSiteResult = { pages: PublishedPage[]; assets: WorkerAsset[] };

/**
 * What a build is for: the posts `webcraft:content` holds come with the site's state. `url` is the site's
 * address (for post pages' JSON-LD); `contentOnly` renders only the pages that read content (see buildSite).
 */
export type SiteBuildOptions = { head?: SiteHead; url?: string; contentOnly?: boolean };

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
  // '_' never comes out of a route, so the post page's name meets no other page's.
  if (isPostPage(page.path)) return "blog-_slug";
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

/** The pages whose modules reach one of the runtime's `modules`, by the prerender bundle's import graph. */
function readersOf(metafile: Metafile | undefined, pages: SitePage[], modules: readonly string[]): Set<string> {
  const inputs = metafile?.inputs ?? {};
  const keys = new Set(modules.map((module) => `${RUNTIME_NAMESPACE}:${module}`));
  const reaches = new Map<string, boolean>();
  const visit = (input: string): boolean => {
    const known = reaches.get(input);
    if (known !== undefined) return known;
    reaches.set(input, false);
    const found = keys.has(input) || (inputs[input]?.imports ?? []).some((edge) => visit(edge.path));
    reaches.set(input, found);
    return found;
  };
  return new Set(pages.filter((page) => visit(`${SITE_NAMESPACE}:${page.path}`)).map((page) => page.path));
}

/**
 * What pages read that changes without a publish: the posts (`webcraft:content`, whose readers carry its
 * island) and the shop's products. A content rebuild renders the pages that read either again.
 */
type Readers = { content: Set<string>; shop: Set<string> };

function readersIn(metafile: Metafile | undefined, pages: SitePage[]): Readers {
  return {
    content: readersOf(metafile, pages, [CONTENT_MODULE]),
    shop: readersOf(metafile, pages, SHOP_READER_MODULES),
  };
}

/** One HTML document to render: a page, or the post page for one post. */
type Render = { key: string; page: SitePage; route: string; file: string; post?: SitePost };

/**
 * Bundles for the prerender first, then for the browser while the pages render in their sandbox. Both
 * bundles call the site plugin on this process's one JavaScript thread; started together, the browser's
 * (200 entries, Tailwind) held the prerender's back and the sandbox waited for both. `wanted` picks the
 * renders once the prerender bundle's import graph says which pages read content.
 */
async function bundleAndRender(
  contexts: PublishContexts,
  vendor: Vendor,
  renders: (readers: Readers) => Render[],
  pages: SitePage[],
  prerenderer: SitePrerender,
) {
  const server = await rebuilt(contexts.server.rebuild());
  const script = server.outputFiles?.find((file) => file.path.endsWith(".js"))?.text ?? "";
  const readers = readersIn(server.metafile, pages);
  const wanted = renders(readers);
  const rendering = prerenderer.render(
    vendor.prerender,
    script,
    wanted.map((render) => render.key),
  );
  // Each is settled either way before anything throws, so a failure of one is never left unhandled.
  rendering.catch(() => undefined);
  const client = await rebuilt(contexts.client.rebuild());
  if (client.metafile === undefined || client.outputFiles === undefined) throw new Error("esbuild gave no output");
  const outcomes = await rendering;
  const bundle = { ...client, metafile: client.metafile, outputFiles: client.outputFiles };
  return { client: bundle, outcomes, readers, wanted };
}

/** A static page, or the post page expanded to one render per post whose route no static page takes. */
function rendersOf(pages: SitePage[], posts: SitePost[]): Render[] {
  const taken = new Set(pages.filter((page) => !isPostPage(page.path)).map((page) => page.route));
  const renders: Render[] = [];
  for (const page of pages) {
    if (!isPostPage(page.path)) {
      renders.push({ key: renderKey(page.path), page, route: page.route, file: page.file });
      continue;
    }
    for (const post of posts) {
      const route = `${POST_ROUTE_PREFIX}${post.slug}`;
      if (!taken.has(route))
        renders.push({ key: renderKey(page.path, post.slug), page, route, file: htmlFileForRoute(route), post });
    }
  }
  return renders;
}

type Rendered = { client: Parameters<typeof collectAssets>[0]; outcomes: Map<string, RenderOutcome> };

/** Each render's HTML document, or the problems of those that failed. */
function documents(
  { client, outcomes }: Rendered,
  wanted: Render[],
  readers: Readers,
  posts: SitePost[],
  vendor: Vendor,
  options: SiteBuildOptions,
): { assets: WorkerAsset[]; published: PublishedPage[] } {
  const problems: BuildProblem[] = [];
  const { assets, linksFor } = collectAssets(client, vendor.client);
  const encoder = new TextEncoder();
  const published: PublishedPage[] = [];
  for (const render of wanted) {
    const outcome = outcomes.get(render.key);
    if (outcome === undefined || "error" in outcome) {
      const message = `Prerender failed${render.post ? ` for the post ${render.post.slug}` : ""}: ${outcome?.error ?? "no markup"}`;
      problems.push({ file: render.page.path, line: null, column: null, message });
      continue;
    }
    const links = linksFor(`${ENTRY_NAMESPACE}:client/${render.page.path}`);
    const title = render.post?.title ?? pageTitle(render.page.path);
    const markup = withFormActions(outcome.html);
    const { meta: own, problems: metaProblems } = readPageMeta(outcome.meta);
    for (const message of metaProblems) problems.push({ file: render.page.path, line: null, column: null, message });
    const meta = render.post ? { ...postMeta(render.post), ...own } : own;
    const url = `${(options.url ?? "").replace(/\/+$/, "")}${render.route}`;
    const html = publishedDocument({
      title,
      route: render.route,
      markup,
      ...links,
      site: options.head,
      meta,
      params: render.post ? { slug: render.post.slug } : undefined,
      extraHead: render.post ? postHead(render.post, url, options.url ?? "") : undefined,
      afterRoot: readers.content.has(render.page.path) ? contentIsland(posts, outcome.reads ?? []) : undefined,
    });
    published.push({ route: render.route, file: render.file, ...(meta.noindex && { noindex: true }) });
    assets.push({ path: render.file, content: encoder.encode(html), contentType: contentTypeOf(render.file) });
  }
  if (problems.length > 0) throw problemsError(problems);
  return { assets, published };
}

/** A post page's meta where the page sets none: the post's excerpt and cover. */
function postMeta(post: SitePost): PageMeta {
  const cover = /^(\/(?!\/)|https:\/\/)\S*$/.test(post.cover_image) ? post.cover_image : "";
  return { ...(post.excerpt && { description: post.excerpt }), ...(cover && { image: cover }) };
}

/**
 * Publishes the site: every page, the post page once per post. With `contentOnly` only the pages that read
 * `webcraft:content` or the shop (and the post pages) are rendered; the result lists every page (those not rendered
 * without their noindex) and holds the browser's assets, the rendered pages' HTML and the 404 page, for
 * the caller to lay over the live deployment's files.
 */
export async function buildSite(
  site: SiteState,
  prerenderer: SitePrerender,
  options: SiteBuildOptions = {},
): Promise<WorkerSiteResult> {
  checkNesting(site);
  const pages = sitePages(site.files.keys());
  checkPages(pages.filter((page) => !isPostPage(page.path)));
  const posts = publishablePosts(site.content);
  const all = rendersOf(pages, posts);
  const vendor = await publishVendor();
  const contexts = await publishContexts(site, pages, vendor);
  const reads = (readers: Readers, render: Render) =>
    render.post !== undefined || readers.content.has(render.page.path) || readers.shop.has(render.page.path);
  const chosen = (readers: Readers) => (options.contentOnly ? all.filter((render) => reads(readers, render)) : all);
  const { client, outcomes, readers, wanted } = await bundleAndRender(contexts, vendor, chosen, pages, prerenderer);
  const { assets, published } = documents({ client, outcomes }, wanted, readers, posts, vendor, options);
  const encoder = new TextEncoder();
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
  const rendered = new Map(published.map((page) => [page.route, page]));
  return { pages: all.map(({ route, file }) => rendered.get(route) ?? { route, file }), assets };
}
