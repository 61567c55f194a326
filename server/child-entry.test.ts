import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { childEntry } from "./child-entry";

const saved = process.env.WEBCRAFT_CHILD_BUNDLES;
afterEach(() => {
  if (saved === undefined) delete process.env.WEBCRAFT_CHILD_BUNDLES;
  else process.env.WEBCRAFT_CHILD_BUNDLES = saved;
});

it("starts a child from its source under tsx, from its bundle when bundled, and from a named folder of bundles", () => {
  delete process.env.WEBCRAFT_CHILD_BUNDLES;
  const source = childEntry("file:///app/server/builder/pool.ts", "./worker-entry.ts", "./build-worker.js");
  expect(source).toEqual({ path: "/app/server/builder/worker-entry.ts", execArgv: ["--import", "tsx"] });
  const bundled = childEntry("file:///app/dist/server/main.js", "./worker-entry.ts", "./build-worker.js");
  expect(bundled).toEqual({ path: "/app/dist/server/build-worker.js", execArgv: ["--enable-source-maps"] });

  const folder = mkdtempSync(join(tmpdir(), "child-bundles-"));
  try {
    process.env.WEBCRAFT_CHILD_BUNDLES = folder;
    // A folder without that bundle leaves the source in use.
    expect(childEntry("file:///app/server/builder/pool.ts", "./worker-entry.ts", "./build-worker.js")).toEqual(source);
    writeFileSync(join(folder, "build-worker.js"), "");
    expect(childEntry("file:///app/server/builder/pool.ts", "./worker-entry.ts", "./build-worker.js")).toEqual({
      path: join(folder, "build-worker.js"),
      execArgv: ["--enable-source-maps"],
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
