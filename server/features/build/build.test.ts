import { MAX_FILE_BYTES } from "@common/files";
import { expect, it } from "vitest";
import type { BuildProblem } from "../../builder/build-error";
import type { ErrorBody } from "../../test/api";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb, type TestApp, type TestUser } from "../../test/test-app";

function buildPage(app: TestApp, user: TestUser | null, json: Record<string, unknown>) {
  return app.request("/build/page", { method: "POST", json, ...(user && { token: user.token }) });
}

async function errorOf(response: Response) {
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

describeEachDb("POST /build/page", (use) => {
  it("answers the page as an HTML document for a member ({ site_id, page_path, auth_token })", async () => {
    const { app, site, user } = await ownerWithSite(use(), "Tea House");
    const response = await buildPage(app, user, {
      site_id: site.id,
      page_path: "pages/Index.jsx",
      auth_token: user.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    // User HTML on the app origin: a browser showing it would run nothing, in an opaque origin.
    expect(response.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<script type="module">');
    expect(html).toContain("Tea House");
  });

  it("builds unsaved buffers passed as overrides, without saving them", async () => {
    const { app, api, site, user } = await ownerWithSite(use());
    const overrides = {
      "pages/Index.jsx": 'import Banner from "../components/Banner.jsx";\nexport default () => <Banner />;\n',
      "components/Banner.jsx": "export default function Banner() { return <h1>Unsaved banner text</h1>; }\n",
    };
    const response = await buildPage(app, user, { site_id: site.id, page_path: "pages/Index.jsx", overrides });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Unsaved banner text");
    const paths = (await api.files(site.id)).map((f) => f.full_path);
    expect(paths).not.toContain("components/Banner.jsx");

    const bad = await errorOf(
      await buildPage(app, user, { site_id: site.id, page_path: "pages/Index.jsx", overrides: { "../x.js": "" } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Invalid file path "../x.js"');
  });

  it("answers build errors with status, file, line, column and message", async () => {
    const { app, api, site, user } = await ownerWithSite(use());
    await api.createFile(site.id, {
      full_path: "pages/Broken.jsx",
      content: "export default function Broken() {\n  return <div>\n}\n",
    });
    const { status, body } = await errorOf(
      await buildPage(app, user, { site_id: site.id, page_path: "pages/Broken.jsx" }),
    );
    expect(status).toBe(422);
    expect(body.error.code).toBe("BUILD_FAILED");
    const [problem] = (body.error.details as { problems: BuildProblem[] }).problems;
    expect(problem?.file).toBe("pages/Broken.jsx");
    expect(problem?.line).toBeGreaterThanOrEqual(2);
    expect(problem?.column).toEqual(expect.any(Number));
    expect(problem?.message).toBeTruthy();
    expect(body.error.message).toMatch(/^pages\/Broken\.jsx:\d+:\d+: /);

    const missingImport = await errorOf(
      await buildPage(app, user, {
        site_id: site.id,
        page_path: "pages/Index.jsx",
        overrides: { "pages/Index.jsx": 'import x from "/etc/passwd";\nexport default () => x;\n' },
      }),
    );
    expect(missingImport.status).toBe(422);
    expect(JSON.stringify(missingImport.body)).not.toContain("root:");
  });

  it("answers 400 without site or page, 404 for a missing page, 413 past the size limits", async () => {
    const { app, api, site, user } = await ownerWithSite(use());
    for (const json of [{ site_id: site.id }, { page_path: "pages/Index.jsx" }, { site_id: "", page_path: "" }]) {
      const { status, body } = await errorOf(await buildPage(app, user, json));
      expect(status).toBe(400);
      expect(body.error.message).toMatch(/^Site ID and page path are required/);
    }
    const missing = await errorOf(await buildPage(app, user, { site_id: site.id, page_path: "pages/Nope.jsx" }));
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Page not found: pages/Nope.jsx");
    const notPage = await errorOf(await buildPage(app, user, { site_id: site.id, page_path: "site.json" }));
    expect(notPage.status).toBe(400);

    const tooBig = "x".repeat(MAX_FILE_BYTES + 1);
    const hugeBody = await errorOf(
      await buildPage(app, user, { site_id: site.id, page_path: "pages/Index.jsx", overrides: { "a.txt": tooBig } }),
    );
    expect(hugeBody.status).toBe(400);
    const third = "y".repeat(Math.floor(MAX_FILE_BYTES * 0.9));
    const overLimit = { "a.txt": third, "b.txt": third, "c.txt": third };
    const hugeRequest = await errorOf(
      await buildPage(app, user, { site_id: site.id, page_path: "pages/Index.jsx", overrides: overLimit }),
    );
    expect(hugeRequest.status).toBe(413);
    // Stored files within the per-file limit that together pass the per-site limit.
    const chunk = `// ${"x".repeat(MAX_FILE_BYTES - 10)}\n`;
    for (let i = 0; i < 6; i++) await api.createFile(site.id, { full_path: `big/${i}.js`, content: chunk });
    const { status, body } = await errorOf(
      await buildPage(app, user, { site_id: site.id, page_path: "pages/Index.jsx" }),
    );
    expect(status).toBe(413);
    expect(body.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(body.error.message).toMatch(/too large/i);
  });

  it("needs a session (bearer or cookie) and answers 404 for another organization's site", async () => {
    const { app, site, user } = await ownerWithSite(use());
    const json = { site_id: site.id, page_path: "pages/Index.jsx" };
    const anonymous = await errorOf(await buildPage(app, null, json));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe("UNAUTHENTICATED");
    const forged = await errorOf(await buildPage(app, null, { ...json, auth_token: user.token }));
    expect(forged.status).toBe(401);

    const signIn = await app.authRequest(
      "sign-in/email",
      { email: user.email, password: user.password },
      { ip: user.ip },
    );
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const byCookie = await app.request("/build/page", { method: "POST", json, headers: { cookie } });
    expect(byCookie.status).toBe(200);

    const stranger = await ownerWithSite(app, "Stranger");
    const foreign = await errorOf(await buildPage(app, stranger.user, json));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("NOT_FOUND");
    const crossSite = await app.request("/build/page", {
      method: "POST",
      json,
      token: user.token,
      headers: { origin: `http://${site.slug}.${app.env.siteDomain}` },
    });
    expect(crossSite.status).toBe(403);
  });
});
