/** The extensions of the repository's own text files, which the reference and link checks read. */
export const TEXT_EXTENSIONS = new Set([
  ".ts",
  ".tsx",
  ".mts",
  ".cts",
  ".js",
  ".jsx",
  ".mjs",
  ".cjs",
  ".md",
  ".css",
  ".html",
  ".json",
  ".yml",
  ".yaml",
  ".sh",
  ".example",
]);
