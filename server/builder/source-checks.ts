// Checks on a site's sources that run in the server process before any worker or esbuild sees them.
import { checkPath } from "@common/files";
import { BuildError, fileError } from "./build-error";
import type { SourceFile } from "./builder";
import { MAX_BUILD_FILE_BYTES, MAX_BUILD_SITE_BYTES, MAX_BUILD_SITE_FILES } from "./limits";

const SCRIPT_EXTENSION = /\.(jsx|tsx|js|ts|mjs|cjs|mts|cts)$/;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Paths as the files API stores them (no folders, no '..', no backslashes), sizes within the limits. */
export function checkSources(files: readonly SourceFile[]): void {
  if (files.length > MAX_BUILD_SITE_FILES) {
    throw new BuildError(413, `The site has ${files.length} files; a build takes at most ${MAX_BUILD_SITE_FILES}`, []);
  }
  const seen = new Set<string>();
  let total = 0;
  for (const file of files) {
    if (typeof file.path !== "string" || typeof file.content !== "string") {
      throw new BuildError(400, "Every source file needs a string path and content", []);
    }
    const checked = checkPath(file.path, false);
    if ("error" in checked || checked.path !== file.path) {
      const reason = "error" in checked ? checked.error : "Path must be normalised";
      throw fileError(400, file.path, `Invalid file path: ${reason}`);
    }
    if (seen.has(file.path)) throw fileError(400, file.path, "The same path is listed twice");
    seen.add(file.path);
    const bytes = Buffer.byteLength(file.content, "utf8");
    if (bytes > MAX_BUILD_FILE_BYTES) {
      const message = `File too large to build (${megabytes(bytes)}; the limit is ${megabytes(MAX_BUILD_FILE_BYTES)} per file)`;
      throw fileError(413, file.path, message);
    }
    total += bytes;
  }
  if (total > MAX_BUILD_SITE_BYTES) {
    const message = `Site too large to build (${megabytes(total)}; the limit is ${megabytes(MAX_BUILD_SITE_BYTES)} per site)`;
    throw new BuildError(413, message, []);
  }
}

/** The page to preview must be one of the site's script files. */
export function checkPreviewPage(files: readonly SourceFile[], pagePath: string): void {
  if (!files.some((file) => file.path === pagePath)) throw new BuildError(400, `Page not found: ${pagePath}`, []);
  if (!SCRIPT_EXTENSION.test(pagePath)) {
    throw new BuildError(400, `Cannot preview ${pagePath}: only .jsx, .tsx, .js and .ts files render as pages`, []);
  }
}
