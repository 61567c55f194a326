// Builds one page into one self-contained preview document, from a warm esbuild context per site and page;
// React comes prebuilt (vendor.ts), so a rebuild bundles only the site's modules.

import { pageTitle } from "@common/page-routes";
import { context } from "esbuild";
import type { PreviewResult } from "./builder";
import { commonOptions } from "./bundle-options";
import { previewEntry } from "./entries";
import { toBuildError } from "./esbuild-problems";
import { previewDocument } from "./html";
import { checkNesting } from "./nesting-check";
import { rememberPreview, type SiteState } from "./site-cache";
import { sitePlugin } from "./site-plugin";
import { previewVendor, type ScriptVendor } from "./vendor";

async function previewContext(site: SiteState, pagePath: string, vendor: ScriptVendor) {
  const warm = site.previews.get(pagePath);
  if (warm !== undefined) return warm;
  const entries = new Map([["preview", previewEntry(pagePath)], ...vendor.shims]);
  return context({
    ...commonOptions(),
    entryPoints: [{ in: "preview", out: "preview" }],
    format: "esm",
    plugins: [sitePlugin({ site, mode: "preview", entries, freshTailwind: false })],
  });
}

export async function buildPreview(site: SiteState, pagePath: string): Promise<PreviewResult> {
  checkNesting(site);
  const vendor = await previewVendor();
  const ctx = await previewContext(site, pagePath, vendor);
  await rememberPreview(site, pagePath, ctx);
  try {
    const result = await ctx.rebuild();
    const files = result.outputFiles ?? [];
    const script = files.find((file) => file.path.endsWith(".js"))?.text ?? "";
    const style = files.find((file) => file.path.endsWith(".css"))?.text ?? "";
    const title = `${pageTitle(pagePath)} · Preview`;
    return { html: previewDocument({ title, vendor: vendor.script, script, style }) };
  } catch (error) {
    throw toBuildError(error);
  }
}
