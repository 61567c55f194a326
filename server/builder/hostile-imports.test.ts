import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildErrorOf, expectNoSecrets, hostSecrets, PAGE, site, testSite } from "./build-test-kit";
import { type Builder, createBuilder } from "./builder";
import { HOSTILE_CASES } from "./hostile-corpus";

let builder: Builder;
const secrets = hostSecrets();
beforeAll(() => {
  builder = createBuilder({ workers: 2 });
});
afterAll(() => builder.close());

describe("the hostile-import corpus", () => {
  it("has at least 40 cases and the host files it aims at exist to be leaked", () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(40);
    expect(secrets.length).toBeGreaterThan(10);
  });

  it.each(HOSTILE_CASES.map((hostile) => [hostile.name, hostile] as const))(
    "%s: refused by preview and publish",
    async (_, hostile) => {
      const files = site(hostile.files);
      for (const build of [
        () => builder.buildPreview(testSite("hostile"), files, "pages/Index.jsx"),
        () => builder.buildSite(testSite("hostile"), files),
      ]) {
        const error = await buildErrorOf(build());
        expect(error.status).toBe(422);
        expect(error.message).toMatch(hostile.expected);
        expect(error.problems[0]?.file).not.toBeNull();
        expectNoSecrets(
          JSON.stringify({ message: error.message, problems: error.problems, stack: error.stack }),
          secrets,
        );
      }
    },
  );

  it("keeps computed requires, require.resolve and @source inert: nothing of the host is read", async () => {
    const page = `export default function Index() {
  const outcomes = [];
  for (const attempt of [() => require.resolve("../../package.json"), () => require(["/etc", "passwd"].join("/"))]) {
    try { outcomes.push(String(attempt())); } catch { outcomes.push("threw"); }
  }
  return <p>{outcomes.join(",")}</p>;
}
`;
    // Tailwind's @source names folders to scan; the builder scans only the site's own files and ignores it.
    const styles = '@import "tailwindcss";\n@source "/etc";\n@source "../../../";';
    const files = site({ "pages/Index.jsx": `import "../styles.css";\n${page}`, "styles.css": styles });
    const published = await builder.buildSite(testSite("inert"), files);
    const index = published.assets.find((item) => item.path === "index.html")?.content.toString("utf8") ?? "";
    expect(index).toContain("<p>threw,threw</p>");
    for (const item of published.assets) expectNoSecrets(item.content.toString("utf8"), secrets);
  });

  it("leaves the builder answering, and allowed imports still build without host files in the output", async () => {
    const files = site({
      "pages/Index.jsx": `import { useState } from "react";\nimport { createPortal } from "react-dom";\n${PAGE}`,
    });
    const preview = await builder.buildPreview(testSite("allowed"), files, "pages/Index.jsx");
    expectNoSecrets(preview.html, secrets);
    const published = await builder.buildSite(testSite("allowed"), files);
    for (const item of published.assets) expectNoSecrets(item.content.toString("utf8"), secrets);
  });
});
