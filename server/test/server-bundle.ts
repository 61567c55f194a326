// The server bundled as scripts/build-server.mjs bundles it (main.js, the forked children, the site
// runtime and the templates beside them), into a folder of its own under node_modules/.cache, so that a
// test starts the server as production does without rebuilding the dist/ other tests and tools read.
// Inside node_modules, the bundle's packages resolve as dist/server's do.
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import childBundles from "../child-bundles.json";

export type ServerBundle = {
  /** Where `dist/server/main.js` is: the working directory a start command runs in. */
  root: string;
  mainJs: string;
  remove: () => void;
};

export async function buildServerBundle(name: string): Promise<ServerBundle> {
  const root = join(process.cwd(), "node_modules", ".cache", `${name}-${process.pid}`);
  const outdir = join(root, "dist", "server");
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: ["server/main.ts", "server/migrate.ts", ...childBundles],
    outdir,
    bundle: true,
    platform: "node",
    target: "node24",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
  cpSync("server/builder/runtime", join(outdir, "runtime"), { recursive: true });
  cpSync("templates", join(outdir, "templates"), { recursive: true });
  return { root, mainJs: join(outdir, "main.js"), remove: () => rmSync(root, { recursive: true, force: true }) };
}
