// Bundles the server's TypeScript into dist/server; packages stay in node_modules.
// The build worker is its own entry: the builder forks dist/server/build-worker.js beside main.js.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts", "server/migrate.ts", { in: "server/build/worker-entry.ts", out: "build-worker" }],
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
