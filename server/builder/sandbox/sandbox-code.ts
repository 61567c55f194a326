// The sandbox's program as one JavaScript file the sandbox may read: copied into a folder of its own that
// the sandbox's unprivileged user can enter, since the project's folders may be closed to it.
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
    target: "node24",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

export type SandboxCode = { file: string; remove(): void };

const PREFIX = "webcraft-sandbox-";

/** Folders left by servers that ended without closing their builder (killed, say): their pid is gone. */
function removeOrphans(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = name.startsWith(PREFIX) ? Number(name.slice(PREFIX.length).split("-")[0]) : Number.NaN;
    if (Number.isInteger(pid) && pid > 0 && !existsSync(`/proc/${pid}`)) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

export function writeSandboxCode(): SandboxCode {
  removeOrphans();
  const folder = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
  const file = join(folder, "prerender.mjs");
  writeFileSync(file, entryCode());
  chmodSync(folder, 0o755);
  chmodSync(file, 0o644);
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
