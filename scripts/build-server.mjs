// Bundles the server's TypeScript into dist/server; packages stay in node_modules.
// The build worker and the site front are their own entries (server/child-bundles.json), forked from
// beside main.js.
import { cpSync } from "node:fs";
import { build } from "esbuild";
import childBundles from "../server/child-bundles.json" with { type: "json" };

await build({
  entryPoints: ["server/main.ts", "server/migrate.ts", ...childBundles],
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// The site runtime's sources, which the build worker reads and bundles into sites (server/builder/site-runtime.ts).
cpSync("server/builder/runtime", "dist/server/runtime", { recursive: true });
// The site templates new sites start from (server/features/templates/template-registry.ts).
cpSync("templates", "dist/server/templates", { recursive: true });
console.info("[build] server bundled into dist/server");
