// esbuild options shared by every site bundle; the bench's raw-esbuild anchor uses the same ones.
import type { BuildOptions } from "esbuild";
import { PACKAGES_DIR } from "./host-packages";

export const OUT_DIR = "/out";

/** What site bundles have in common: browser code, React's automatic JSX runtime, production React. */
export function commonOptions(): BuildOptions {
  return {
    bundle: true,
    write: false,
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    outdir: OUT_DIR,
    // Only allowed package files are read from disk, and named relative to this folder.
    absWorkingDir: PACKAGES_DIR,
    tsconfigRaw: "{}",
    charset: "utf8",
    logLevel: "silent",
  };
}
