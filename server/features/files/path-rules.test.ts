import type { SiteFile } from "@common/schemas/files";
import { expect, it } from "vitest";
import type { ErrorBody } from "../../test/api";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";

const BROKEN = "Path contains a broken character (half of a UTF-16 surrogate pair)";
const DIRECTION = "Path must not contain invisible text-direction characters (such as U+202E): they disguise names";
const SHARED = "a file and a folder cannot share a name";

describeEachDb("path rules", (use) => {
  async function freshSite() {
    const { api, site, fileByPath } = await ownerWithSite(use(), "Paths");
    const paths = async () => (await api.files(site.id)).map((f) => f.full_path);
    return { api, site, base: `/api/sites/${site.id}/files`, byPath: fileByPath, paths };
  }

  it("refuses unpaired surrogates and text-direction controls in file and folder names with 400", async () => {
    const { api, site, base, byPath, paths } = await freshSite();
    const before = await paths();
    const cases: [string, string][] = [
      ["a\ud800.js", BROKEN],
      ["pages/\udc00x.jsx", BROKEN],
      ["x\ud83d/", BROKEN],
      ["invoice\u202Etxt.exe", DIRECTION],
      ["a\u202Ab.js", DIRECTION],
      ["a\u2066b\u2069.js", DIRECTION],
      ["\u200Fname.js", DIRECTION],
      ["left\u200E/", DIRECTION],
    ];
    for (const [full_path, message] of cases) {
      for (const is_directory of [false, true]) {
        const path = is_directory || !full_path.endsWith("/") ? full_path : full_path.slice(0, -1);
        const { status, body } = await api.call<ErrorBody>("POST", base, { full_path: path, is_directory });
        expect(status, JSON.stringify(path)).toBe(400);
        expect(body.error).toEqual({ code: "VALIDATION_FAILED", message });
      }
    }
    const about = await byPath("pages/About.jsx");
    for (const copy of [false, true]) {
      const renamed = await api.call<ErrorBody>("POST", `${base}/${about.id}/move`, {
        new_path: "pages/About\u202Egpj.jsx",
        copy,
      });
      expect(renamed.status).toBe(400);
      expect(renamed.body.error.message).toBe(DIRECTION);
    }
    const pages = await byPath("pages/");
    const folder = await api.call<ErrorBody>("POST", `${base}/${pages.id}/move`, { new_path: "pa\udbffges/" });
    expect(folder.status).toBe(400);
    expect(folder.body.error.message).toBe(BROKEN);
    expect(await paths()).toEqual(before);
    // Right-to-left names themselves are fine; only the invisible controls are refused.
    expect((await api.createFile(site.id, { full_path: "pages/\u05e2\u05de\u05d5\u05d3.jsx" })).full_path).toBe(
      "pages/\u05e2\u05de\u05d5\u05d3.jsx",
    );
  });

  it("refuses with 409 to create a file where a folder of that name is, or inside a file", async () => {
    const { api, base, paths } = await freshSite();
    const before = await paths();
    const refusals: [{ full_path: string; is_directory?: boolean }, string][] = [
      [{ full_path: "pages" }, `A folder named "pages" already exists in the site's root; ${SHARED}`],
      [
        { full_path: "pages/About.jsx/x.js" },
        `"pages/About.jsx" is a file, not a folder, so "pages/About.jsx/x.js" cannot go inside it`,
      ],
      [
        { full_path: "styles.css/deep/x.js" },
        `"styles.css" is a file, not a folder, so "styles.css/deep/x.js" cannot go inside it`,
      ],
      [
        { full_path: "site.json", is_directory: true },
        `A file named "site.json" already exists in the site's root; ${SHARED}`,
      ],
      [
        { full_path: "pages/Index.jsx/", is_directory: true },
        `A file named "Index.jsx" already exists in "pages/"; ${SHARED}`,
      ],
    ];
    for (const [input, message] of refusals) {
      const { status, body } = await api.call<ErrorBody>("POST", base, {
        ...input,
        content: input.is_directory ? undefined : "",
      });
      expect(status, input.full_path).toBe(409);
      expect(body.error).toEqual({ code: "CONFLICT", message });
    }
    // Nothing was half-made: no folder named like a file appeared above a refused path.
    expect(await paths()).toEqual(before);
  });

  it("refuses the same clashes with 409 when moving, renaming or copying, and lets a file move under its own name", async () => {
    const { api, base, byPath, paths } = await freshSite();
    const about = await byPath("pages/About.jsx");
    const components = await byPath("components/");
    const attempts: [SiteFile, string, boolean, string][] = [
      [about, "components", false, `A folder named "components" already exists in the site's root; ${SHARED}`],
      [about, "pages", true, `A folder named "pages" already exists in the site's root; ${SHARED}`],
      [
        about,
        "styles.css/About.jsx",
        false,
        `"styles.css" is a file, not a folder, so "styles.css/About.jsx" cannot go inside it`,
      ],
      [
        about,
        "site.json/a/About.jsx",
        true,
        `"site.json" is a file, not a folder, so "site.json/a/About.jsx" cannot go inside it`,
      ],
      [components, "site.json/", false, `A file named "site.json" already exists in the site's root; ${SHARED}`],
      [components, "pages/Index.jsx/", true, `A file named "Index.jsx" already exists in "pages/"; ${SHARED}`],
      [
        components,
        "styles.css/components/",
        true,
        `"styles.css" is a file, not a folder, so "styles.css/components/" cannot go inside it`,
      ],
    ];
    const before = await paths();
    for (const [source, new_path, copy, message] of attempts) {
      const { status, body } = await api.call<ErrorBody>("POST", `${base}/${source.id}/move`, { new_path, copy });
      expect(status, `${source.full_path} → ${new_path}`).toBe(409);
      expect(body.error).toEqual({ code: "CONFLICT", message });
    }
    expect(await paths()).toEqual(before);

    // The file leaves its place as the folder takes it: 'site.json' may become 'site.json/site.json'.
    const config = await byPath("site.json");
    const moved = await api.call<SiteFile>("POST", `${base}/${config.id}/move`, { new_path: "site.json/site.json" });
    expect(moved.status).toBe(200);
    const after = await paths();
    expect(after).toContain("site.json/");
    expect(after).toContain("site.json/site.json");
    expect(after).not.toContain("site.json");
  });

  it("lets only one of a file and a file inside a folder of the same name win when both are created at once", async () => {
    const { api, base, paths } = await freshSite();
    const pairs = Array.from({ length: 10 }, (_, i) => `race-${i}`);
    const answers = await Promise.all(
      pairs.flatMap((name) => [
        api.call("POST", base, { full_path: name, content: "file" }),
        api.call("POST", base, { full_path: `${name}/inside.txt`, content: "nested" }),
      ]),
    );
    expect(answers.filter((answer) => answer.status === 201).length).toBe(pairs.length);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const after = new Set(await paths());
    for (const name of pairs) expect(after.has(name) && after.has(`${name}/`), name).toBe(false);
  });
});
