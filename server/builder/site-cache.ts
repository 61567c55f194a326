// A worker's warm state: the sites it built lately, each with its files, esbuild contexts and Tailwind compiler.
import type { BuildContext } from "esbuild";
import type { SourceFile } from "./builder";
import { WARM_PAGES_PER_SITE, WARM_SITES_PER_WORKER } from "./limits";
import { TailwindCompiler } from "./tailwind";

export type PublishContexts = { key: string; client: BuildContext; server: BuildContext };

export type SiteState = {
  /** Read by the plugin at every load, so a warm context sees the files of the latest request. */
  files: Map<string, string>;
  tailwind: TailwindCompiler;
  /** Preview contexts by page path, least recently used first. */
  previews: Map<string, BuildContext>;
  publish: PublishContexts | undefined;
  /** Files already found free of bomb-deep nesting, by content. */
  checked: Map<string, string>;
};

async function disposeQuietly(context: BuildContext | undefined): Promise<void> {
  await context?.dispose().catch(() => undefined);
}

export async function disposeSite(site: SiteState): Promise<void> {
  await Promise.all([...site.previews.values(), site.publish?.client, site.publish?.server].map(disposeQuietly));
  site.previews.clear();
  site.publish = undefined;
}

/** Keeps the preview context of `pagePath` most recently used; evicts the oldest past the per-site cap. */
export async function rememberPreview(site: SiteState, pagePath: string, context: BuildContext): Promise<void> {
  site.previews.delete(pagePath);
  site.previews.set(pagePath, context);
  while (site.previews.size > WARM_PAGES_PER_SITE) {
    const [oldest, old] = site.previews.entries().next().value ?? [];
    if (oldest === undefined) break;
    site.previews.delete(oldest);
    await disposeQuietly(old);
  }
}

export function publishKey(pagePaths: string[]): string {
  return pagePaths.join("\n");
}

export async function replacePublish(site: SiteState, contexts: PublishContexts): Promise<void> {
  const old = site.publish;
  site.publish = contexts;
  await Promise.all([disposeQuietly(old?.client), disposeQuietly(old?.server)]);
}

/** Sites by id, least recently used first; the oldest beyond the capacity loses its contexts. */
export class SiteCache {
  private readonly sites = new Map<string, SiteState>();

  constructor(private readonly capacity = WARM_SITES_PER_WORKER) {}

  async use(siteId: string, files: SourceFile[]): Promise<SiteState> {
    let site = this.sites.get(siteId);
    this.sites.delete(siteId);
    if (site === undefined) {
      site = {
        files: new Map(),
        tailwind: new TailwindCompiler(),
        previews: new Map(),
        publish: undefined,
        checked: new Map(),
      };
    }
    site.files = new Map(files.map((file) => [file.path, file.content]));
    this.sites.set(siteId, site);
    while (this.sites.size > this.capacity) {
      const [oldestId, oldest] = this.sites.entries().next().value ?? [];
      if (oldestId === undefined || oldest === undefined) break;
      this.sites.delete(oldestId);
      await disposeSite(oldest);
    }
    return site;
  }

  async clear(): Promise<void> {
    await Promise.all([...this.sites.values()].map(disposeSite));
    this.sites.clear();
  }
}
