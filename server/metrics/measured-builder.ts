// The builder, with each build counted and timed for the metrics (server/metrics/metrics.ts).
import type { Builder } from "../builder/builder";
import type { BuildKind, Metrics } from "./metrics";

export function measuredBuilder(builder: Builder, metrics: Pick<Metrics, "build">): Builder {
  async function timed<T>(kind: BuildKind, build: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let ok = false;
    try {
      const result = await build();
      ok = true;
      return result;
    } finally {
      metrics.build(kind, ok, (performance.now() - started) / 1000);
    }
  }
  return {
    buildPreview: (site, files, pagePath) => timed("preview", () => builder.buildPreview(site, files, pagePath)),
    buildSite: (site, files, options) => timed("site", () => builder.buildSite(site, files, options)),
    close: () => builder.close(),
  };
}
