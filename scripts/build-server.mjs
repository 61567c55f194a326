// Bundles the server's TypeScript into dist/server; packages stay in node_modules.
// The build worker and the site front are their own entries, forked from beside main.js.
import { build } from "esbuild";

await build({
  entryPoints: [
    "server/main.ts",
    "server/migrate.ts",
    { in: "server/build/worker-entry.ts", out: "build-worker" },
    { in: "server/hosting/front-entry.ts", out: "site-front" },
  ],
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.info("[build] server bundled into dist/server");
