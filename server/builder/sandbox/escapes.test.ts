import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSecrets, hostSecrets, site, testSite } from "../build-test-kit";
import { type Builder, createBuilder } from "../builder";
import { ESCAPE_CASES, escapePage } from "./escape-corpus";

let builder: Builder;
const secrets = hostSecrets();
beforeAll(() => {
  builder = createBuilder({ workers: 2 });
});
afterAll(() => builder.close());

function verdictOf(html: string): { contained: boolean; probes: number; text: string } {
  const text = /VERDICT ([^<]*)/.exec(html)?.[1] ?? "no verdict rendered";
  return { contained: text.startsWith("contained"), probes: Number(/after (\d+) probes/.exec(text)?.[1] ?? 0), text };
}

describe("the escape corpus: site code reaches nothing of the host while its pages are prerendered", () => {
  it.each(ESCAPE_CASES.map((attempt) => [attempt.name, attempt] as const))("%s", async (_, attempt) => {
    const files = site({ "pages/Index.jsx": escapePage(attempt.attempt) });
    // A preview runs the code only in the visitor's browser, on the preview origin; the server only bundles it.
    const preview = await builder.buildPreview(testSite("escape"), files, "pages/Index.jsx");
    expectNoSecrets(preview.html, secrets);
    const published = await builder.buildSite(testSite("escape"), files);
    const html = published.assets.find((asset) => asset.path === "index.html")?.content.toString("utf8") ?? "";
    const verdict = verdictOf(html);
    expect(verdict.text).toMatch(/^contained/);
    expect(verdict.probes).toBeGreaterThanOrEqual(attempt.probes);
    for (const asset of published.assets) expectNoSecrets(asset.content.toString("utf8"), secrets);
  });
});
