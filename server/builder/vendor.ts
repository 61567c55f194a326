// React prebuilt once per worker, as Vite pre-bundles dependencies: site code reaches it through small shim
// modules, so a build bundles only the site's own modules instead of re-parsing, re-linking and re-printing
// ~700 KB of React every time. Three forms: a classic script for previews, the same plus react-dom/server
// for the prerender context, and a content-hashed ES module that published pages share.
import { createHash } from "node:crypto";
import { createContext, Script } from "node:vm";
import { build } from "esbuild";
import { commonOptions } from "./bundle-options";
import { shimEntry } from "./entries";
import { SITE_PACKAGES } from "./import-policy";
import { emptySite } from "./site-cache";
import { sitePlugin } from "./site-plugin";

const VENDOR_GLOBAL = "__webcraftVendor";
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const PRERENDER_PACKAGES = [...SITE_PACKAGES, "react-dom/server"];

/** A vendor script and a shim module per package, keyed as builder entries ('vendor/react'). */
export type ScriptVendor = { script: string; shims: Map<string, string> };
export type ModuleVendor = { path: string; contents: Uint8Array; importPath: string; shims: Map<string, string> };

async function bundle(specifiers: readonly string[], format: "iife" | "esm"): Promise<Uint8Array> {
  const table = specifiers.map((specifier) => `  ${JSON.stringify(specifier)}: require(${JSON.stringify(specifier)}),`);
  const entry =
    format === "iife"
      ? `globalThis.${VENDOR_GLOBAL} = {\n${table.join("\n")}\n};\n`
      : `export default {\n${table.join("\n")}\n};\n`;
  const result = await build({
    ...commonOptions(),
    entryPoints: [{ in: "vendor", out: "vendor" }],
    format,
    minify: true,
    plugins: [
      sitePlugin({ site: emptySite(), mode: "client", entries: new Map([["vendor", entry]]), freshTailwind: false }),
    ],
  });
  return result.outputFiles?.[0]?.contents ?? new Uint8Array();
}

/** What each package exports, read by running React's own code (never a site's) in a bare context. */
function exportedNames(script: string): Record<string, string[]> {
  const context = createContext(Object.create(null));
  new Script(script).runInContext(context);
  const listing = `JSON.stringify(Object.fromEntries(Object.entries(${VENDOR_GLOBAL}).map(([name, value]) => [name, Object.keys(value)])))`;
  return JSON.parse(new Script(listing).runInContext(context) as string) as Record<string, string[]>;
}

function shims(names: Record<string, string[]>, specifiers: readonly string[], source: (specifier: string) => string) {
  const modules = new Map<string, string>();
  for (const specifier of specifiers) {
    const exported = (names[specifier] ?? []).filter((name) => IDENTIFIER.test(name) && name !== "default");
    modules.set(
      shimEntry(specifier),
      `${source(specifier)}\nexport default m;\nexport const { ${exported.join(", ")} } = m;\n`,
    );
  }
  return modules;
}

function fromGlobal(specifier: string): string {
  return `const m = globalThis.${VENDOR_GLOBAL}[${JSON.stringify(specifier)}];`;
}

async function scriptVendor(specifiers: readonly string[]): Promise<ScriptVendor> {
  const script = new TextDecoder().decode(await bundle(specifiers, "iife"));
  return { script, shims: shims(exportedNames(script), specifiers, fromGlobal) };
}

async function moduleVendor(names: Record<string, string[]>): Promise<ModuleVendor> {
  const contents = await bundle(SITE_PACKAGES, "esm");
  const name = `vendor-${createHash("sha256").update(contents).digest("hex").slice(0, 10)}.js`;
  // Every chunk of a published site sits in assets/ beside the vendor module.
  const importPath = `./${name}`;
  const source = (specifier: string) =>
    `import vendor from ${JSON.stringify(importPath)};\nconst m = vendor[${JSON.stringify(specifier)}];`;
  return { path: `assets/${name}`, contents, importPath, shims: shims(names, SITE_PACKAGES, source) };
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= make().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export const previewVendor = once(() => scriptVendor(SITE_PACKAGES));

/**
 * Renders a small tree a few dozen times: a prerender sandbox is a new process, and without this an
 * organization's first publish would render its pages with React's code still cold. Run once as the sandbox
 * is readied, while nobody waits, and before any site code.
 */
const PRERENDER_WARM_UP = `(() => {
  const { createElement: h, useState, Fragment } = ${VENDOR_GLOBAL}["react"];
  const { renderToString } = ${VENDOR_GLOBAL}["react-dom/server"];
  function Item({ index }) {
    const [count] = useState(index);
    return h("li", { className: "item", "data-index": count }, "Item ", count, h("a", { href: "/" + count }, "more"));
  }
  function Page() {
    return h(Fragment, null, h("h1", null, "Warm"), h("ul", null, Array.from({ length: 40 }, (_, index) => h(Item, { key: index, index }))));
  }
  for (let round = 0; round < 40; round++) renderToString(h(Page));
})();`;

export const publishVendor = once(async () => {
  const prerender = await scriptVendor(PRERENDER_PACKAGES);
  const client = await moduleVendor(exportedNames(prerender.script));
  return { prerender: { ...prerender, warmUp: PRERENDER_WARM_UP }, client };
});
