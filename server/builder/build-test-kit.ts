// Helpers for the builder's tests: small sites and a check that no host file leaks into a build's output.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { BuildError, type BuildSite, type SourceFile } from "./builder";

export function site(files: Record<string, string>): SourceFile[] {
  return Object.entries(files).map(([path, content]) => ({ path, content }));
}

/** A site of its own organization, so that tests' builds never wait on each other's fair share. */
export function testSite(id: string): BuildSite {
  return { id, organizationId: `organization-of-${id}` };
}

export const PAGE = `export default function Page() {\n  return <main className="p-4">Hello</main>;\n}\n`;

/** Distinctive lines of host files a hostile import could aim at; none may appear in any output or error. */
export function hostSecrets(): string[] {
  const lines: string[] = [];
  for (const path of ["/etc/passwd", "/etc/hostname", new URL("../../package.json", import.meta.url).pathname]) {
    try {
      for (const line of readFileSync(path, "utf8").split("\n")) if (line.trim().length >= 12) lines.push(line.trim());
    } catch {
      // A host without that file has nothing of it to leak.
    }
  }
  return lines;
}

export function expectNoSecrets(text: string, secrets: string[]): void {
  const leaked = secrets.filter((line) => text.includes(line));
  expect(leaked, "host file content in a build's output").toEqual([]);
}

/** The BuildError a build rejects with, or a failed expectation when it succeeds. */
export async function buildErrorOf(promise: Promise<unknown>): Promise<BuildError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(BuildError);
  return outcome as BuildError;
}
