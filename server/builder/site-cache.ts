// A worker's warm state: the sites it built lately, each with its files, esbuild contexts and Tailwind compiler.
import type { BuildContext } from "esbuild";
import type { LRUCache } from "lru-cache";
import { createLru } from "../lru";
import type { SourceFile } from "./builder";
import type { SitePost } from "./content-module";
import { WARM_PAGES_PER_SITE, WARM_SITES_PER_WORKER } from "./limits";
import type { ShopFacts } from "./shop-facts";
import type { MediaManifest } from "./site-runtime";
import { TailwindCompiler } from "./tailwind";

export type PublishContexts = { key: string; client: BuildContext; server: BuildContext };

export type SiteState = {
  /** Read by the plugin at every load, so a warm context sees the files of the latest request. */
  files: Map<string, string>;
  /** The media library as the runtime's Image reads it; like the files, from the latest request. */
  media: MediaManifest;
  /** The published posts `webcraft:content` holds; like the files, from the latest request. */
  content: SitePost[];
  /** The site's shop as the runtime's shop components read it; like the files, from the latest request. */
  shop: ShopFacts | null;
  tailwind: TailwindCompiler;
  /** Preview contexts by page path; the least recently used past the per-site cap is disposed. */
  previews: LRUCache<string, BuildContext>;
  publish: PublishContexts | undefined;
  /** Files already found free of bomb-deep nesting, by content. */
  checked: Map<string, string>;
};

/** Contexts let go of and still being disposed: a build waits for them, so a worker holds no more than its caps. */
const disposing = new Set<Promise<void>>();

function dispose(context: BuildContext | undefined): void {
  if (context === undefined) return;
  const done: Promise<void> = context
    .dispose()
    .catch(() => undefined)
    .finally(() => disposing.delete(done));
  disposing.add(done);
}

async function disposed(): Promise<void> {
  await Promise.all([...disposing]);
}

/** A site's state before its first build: no files, no contexts. */
export function emptySite(): SiteState {
  return {
    files: new Map(),
    media: {},
    content: [],
    shop: null,
    tailwind: new TailwindCompiler(),
    previews: createLru<string, BuildContext>({ maxEntries: WARM_PAGES_PER_SITE, onRemove: dispose }),
    publish: undefined,
    checked: new Map(),
  };
}

function letGo(site: SiteState): void {
  site.previews.clear();
  dispose(site.publish?.client);
  dispose(site.publish?.server);
  site.publish = undefined;
}

/** Keeps the preview context of `pagePath` most recently used; the oldest past the per-site cap is disposed. */
export async function rememberPreview(site: SiteState, pagePath: string, context: BuildContext): Promise<void> {
  site.previews.set(pagePath, context);
  await disposed();
}

export function publishKey(pagePaths: string[]): string {
  return pagePaths.join("\n");
}

export async function replacePublish(site: SiteState, contexts: PublishContexts): Promise<void> {
  const old = site.publish;
  site.publish = contexts;
  dispose(old?.client);
  dispose(old?.server);
  await disposed();
}

/** Sites by id; the least recently used beyond the capacity loses its contexts. */
export class SiteCache {
  private readonly sites: LRUCache<string, SiteState>;

  constructor(capacity = WARM_SITES_PER_WORKER) {
    this.sites = createLru<string, SiteState>({ maxEntries: capacity, onRemove: letGo });
  }

  async use(
    siteId: string,
    files: SourceFile[],
    media: MediaManifest = {},
    content: SitePost[] = [],
    shop: ShopFacts | null = null,
  ): Promise<SiteState> {
    let site = this.sites.get(siteId);
    if (site === undefined) {
      site = emptySite();
      this.sites.set(siteId, site);
    }
    site.files = new Map(files.map((file) => [file.path, file.content]));
    site.media = media;
    site.content = content;
    site.shop = shop;
    await disposed();
    return site;
  }

  async clear(): Promise<void> {
    this.sites.clear();
    await disposed();
  }
}
