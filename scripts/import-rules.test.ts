import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type IConfiguration } from "dependency-cruiser";
import { afterAll, expect, it } from "vitest";

const { forbidden } = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as IConfiguration;

/** One deliberate violation per rule (the importing file, the file it imports), and one import each rule allows. */
const VIOLATIONS: Record<string, [string, string]> = {
  "web-feature-entry": ["web/features/posts/list.tsx", "web/features/media/api/upload.ts"],
  "web-features-below-app": ["web/features/posts/page.tsx", "web/app/router.tsx"],
  "common-stands-alone": ["common/prices.ts", "server/env.ts"],
  "server-and-web-apart": ["web/lib/util.ts", "server/errors.ts"],
  "site-wing-below-features": ["server/site/deploy.ts", "server/features/posts/posts.ts"],
  "shared-stores-below-features": ["server/sources/file-rows.ts", "server/features/files/files.routes.ts"],
  "infrastructure-below-the-site": ["server/builder/builder.ts", "server/site/address.ts"],
  "http-is-plumbing": ["server/http/validate.ts", "server/db/values.ts"],
};
const ALLOWED: [string, string][] = [
  ["web/features/posts/editor.tsx", "web/features/media/index.ts"],
  ["server/features/posts/publish.ts", "server/site/parts.ts"],
  ["server/site/deploy2.ts", "server/builder/worker.ts"],
  ["server/features/forms/input.ts", "server/uploads/sniff.ts"],
  ["server/http/spa.ts", "server/lru.ts"],
];

const root = mkdtempSync(join(tmpdir(), "import-rules-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function importLine(from: string, to: string): string {
  const relative = join(
    ...dirname(from)
      .split("/")
      .map(() => ".."),
    to,
  ).replace(/\.tsx?$/, "");
  return `import { x } from "${relative}";\nexport const y = x;\n`;
}

it("fails each import rule on a deliberate violation, and only that rule, and passes what the layers allow", async () => {
  const pairs = [...Object.values(VIOLATIONS), ...ALLOWED];
  for (const [, to] of pairs) write(to, "export const x = 1;\n");
  for (const [from, to] of pairs) write(from, importLine(from, to));
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(["server", "web", "common"], { ruleSet: { forbidden }, validate: true });
    if (typeof result.output === "string") throw new Error("expected the cruise result as an object");
    const found = result.output.summary.violations.map((violation) => [violation.rule.name, violation.from]);
    const expected = Object.entries(VIOLATIONS).map(([rule, [from]]) => [rule, from]);
    expect(found.sort()).toEqual(expected.sort());
  } finally {
    process.chdir(cwd);
  }
});
