// The site builder (docs/decisions/007): esbuild in a pool of worker processes, no HTTP and no database.
// The server creates one Builder at boot, passes a site's files in, and closes it on shutdown.
import { availableParallelism } from "node:os";
import type { PublishedPage } from "@common/page-routes";
import { BuildError, type BuildProblem, type BuildStatus } from "./build-error";
import type { SitePost } from "./content-module";
import { BUILD_TIMEOUT_MS, WORKER_MEMORY_MB } from "./limits";
import type { SiteHead } from "./page-head";
import type { ShopFacts } from "./shop-facts";
import type { MediaManifest } from "./site-runtime";
import { checkPreviewPage, checkSources } from "./source-checks";
import { WorkerPool } from "./worker-pool";

export { routeForPage } from "@common/page-routes";
export { BuildError, type BuildProblem, type BuildStatus, type MediaManifest, type ShopFacts };

/** A site file, e.g. 'pages/Index.jsx' or 'styles.css'; folders are not listed. */
export type SourceFile = { path: string; content: string };
/** One self-contained HTML document: inline module script and style that render the page in the browser. */
export type PreviewResult = { html: string };
/** E.g. 'assets/index-3F2A9C1B.js' (content-hashed), 'about/index.html', 'index.html', '404.html'. */
export type PublishedAsset = { path: string; content: Buffer; contentType: string };
export type SiteBuildResult = {
  pages: PublishedPage[];
  assets: PublishedAsset[];
  totalBytes: number;
};

/**
 * Which site a build is for (builds queue fairly between organizations), its pages' head defaults, the
 * media library files its code names (for the runtime's Image), its published posts (`webcraft:content`),
 * its shop (for the runtime's shop components) and its address.
 */
export type BuildSite = {
  id: string;
  organizationId: string;
  head?: SiteHead;
  media?: MediaManifest;
  content?: SitePost[];
  shop?: ShopFacts | null;
  url?: string;
};

export type Builder = {
  /** Warm and incremental per site: the same site's next preview reuses its worker's esbuild context. */
  buildPreview(site: BuildSite, files: SourceFile[], pagePath: string): Promise<PreviewResult>;
  /**
   * Every page under pages/, prerendered with react-dom/server in a sandbox and hydrated in the browser.
   * With `contentOnly`, only the pages that read content are rendered (site-build.ts's buildSite).
   */
  buildSite(site: BuildSite, files: SourceFile[], options?: { contentOnly?: boolean }): Promise<SiteBuildResult>;
  close(): Promise<void>;
};

export type BuilderOptions = { workers?: number; timeoutMs?: number; memoryMb?: number };

export function createBuilder(options: BuilderOptions = {}): Builder {
  const pool = new WorkerPool({
    workers: Math.max(1, options.workers ?? availableParallelism()),
    timeoutMs: options.timeoutMs ?? BUILD_TIMEOUT_MS,
    memoryMb: options.memoryMb ?? WORKER_MEMORY_MB,
  });
  return {
    async buildPreview(site, files, pagePath) {
      checkSources(files);
      checkPreviewPage(files, pagePath);
      const result = await pool.run({
        type: "preview",
        siteId: site.id,
        organizationId: site.organizationId,
        files,
        media: site.media,
        content: site.content,
        shop: site.shop,
        pagePath,
      });
      if (!("html" in result)) throw new BuildError(500, "The worker answered a preview with a site", []);
      return { html: result.html };
    },
    async buildSite(site, files, options) {
      checkSources(files);
      const request = {
        siteId: site.id,
        organizationId: site.organizationId,
        files,
        media: site.media,
        head: site.head,
        content: site.content,
        shop: site.shop,
        url: site.url,
        contentOnly: options?.contentOnly,
      };
      const result = await pool.run({ type: "site", ...request });
      if (!("assets" in result)) throw new BuildError(500, "The worker answered a publish with a preview", []);
      const assets = result.assets.map((asset) => ({
        path: asset.path,
        content: Buffer.from(asset.content.buffer, asset.content.byteOffset, asset.content.byteLength),
        contentType: asset.contentType,
      }));
      const totalBytes = assets.reduce((sum, asset) => sum + asset.content.byteLength, 0);
      return { pages: result.pages, assets, totalBytes };
    },
    close: () => pool.close(),
  };
}
