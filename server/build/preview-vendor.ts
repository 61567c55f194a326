// React for previews, bundled once per worker as a classic script that sets a global; site code imports it
// through small shim modules. A page's rebuild then bundles only the site's own modules, as Vite's
// dependency pre-bundling does, instead of re-linking and re-printing ~700 KB of React every time.

import { createContext, Script } from "node:vm";
import { build } from "esbuild";
import { commonOptions } from "./bundle-options";
import { shimEntry } from "./entries";
import { SITE_PACKAGES } from "./import-policy";
import type { SiteState } from "./site-cache";
import { sitePlugin } from "./site-plugin";
import { TailwindCompiler } from "./tailwind";

const VENDOR_GLOBAL = "__webcraftVendor";
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The vendor script, and a shim module per allowed package keyed as a builder entry ('vendor/react'). */
export type PreviewVendor = { script: string; shims: Map<string, string> };

let pending: Promise<PreviewVendor> | undefined;

export function previewVendor(): Promise<PreviewVendor> {
  pending ??= buildVendor().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function buildVendor(): Promise<PreviewVendor> {
  const requires = SITE_PACKAGES.map(
    (specifier) => `  ${JSON.stringify(specifier)}: require(${JSON.stringify(specifier)}),`,
  );
  const entry = `globalThis.${VENDOR_GLOBAL} = {\n${requires.join("\n")}\n};\n`;
  const noSite: SiteState = {
    files: new Map(),
    tailwind: new TailwindCompiler(),
    previews: new Map(),
    publish: undefined,
    checked: new Map(),
  };
  const result = await build({
    ...commonOptions(),
    entryPoints: [{ in: "vendor", out: "vendor" }],
    format: "iife",
    minify: true,
    plugins: [
      sitePlugin({ site: noSite, mode: "client", entries: new Map([["vendor", entry]]), freshTailwind: false }),
    ],
  });
  const script = result.outputFiles?.[0]?.text ?? "";
  // React's own code, run in a bare context only to list what each package exports.
  const context = createContext(Object.create(null));
  new Script(script).runInContext(context);
  const listing = `JSON.stringify(Object.fromEntries(Object.entries(${VENDOR_GLOBAL}).map(([name, value]) => [name, Object.keys(value)])))`;
  const exported = JSON.parse(new Script(listing).runInContext(context) as string) as Record<string, string[]>;
  const shims = new Map<string, string>();
  for (const specifier of SITE_PACKAGES) {
    const names = (exported[specifier] ?? []).filter((name) => IDENTIFIER.test(name) && name !== "default");
    const source = `const m = globalThis.${VENDOR_GLOBAL}[${JSON.stringify(specifier)}];\nexport default m;\nexport const { ${names.join(", ")} } = m;\n`;
    shims.set(shimEntry(specifier), source);
  }
  return { script, shims };
}
