// The sandbox's program as one JavaScript file the sandbox may read: copied into a folder of its own that
// the sandbox's unprivileged user can enter, since the project's folders may be closed to it.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { childEntry } from "../../child-entry";

/** Bundled beside the server's main.js by scripts/build-server.mjs; bundled here when run from source. */
function entryCode(): string {
  const entry = childEntry(import.meta.url, "./sandbox-entry.ts", "./prerender-sandbox.js");
  if (!entry.path.endsWith(".ts")) return readFileSync(entry.path, "utf8");
  const result = buildSync({
    entryPoints: [entry.path],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

export type SandboxCode = { file: string; remove(): void };

export function writeSandboxCode(): SandboxCode {
  const folder = mkdtempSync(join(tmpdir(), "webcraft-sandbox-"));
  const file = join(folder, "prerender.mjs");
  writeFileSync(file, entryCode());
  chmodSync(folder, 0o755);
  chmodSync(file, 0o644);
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
