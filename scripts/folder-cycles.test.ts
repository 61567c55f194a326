import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { folderCycles, folderImports } from "./lib/folder-graph.mjs";

const root = mkdtempSync(join(tmpdir(), "folder-cycles-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

it("finds two folders that import each other, counting a type-only import only when asked", async () => {
  write("tsconfig.json", JSON.stringify({ compilerOptions: { module: "esnext", moduleResolution: "bundler" } }));
  // posts → site by value, site → posts by type alone; jobs → db and nothing back.
  write("server/features/posts/publish.ts", 'import { deploy } from "../../site/deploy";\nexport const x = deploy;\n');
  write(
    "server/site/deploy.ts",
    'import type { Post } from "../features/posts/post";\nexport const deploy = (p: Post) => p;\n',
  );
  write("server/features/posts/post.ts", "export type Post = { id: string };\n");
  write("server/jobs/runner.ts", 'import { open } from "../db/open";\nexport const run = open;\n');
  write("server/db/open.ts", "export const open = 1;\n");
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const { imports } = await folderImports(root);
    expect(folderCycles(imports, { types: true })).toEqual([["features/posts", "site"]]);
    expect(folderCycles(imports, { types: false })).toEqual([]);
  } finally {
    process.chdir(cwd);
  }
});
