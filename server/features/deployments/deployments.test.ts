import type { PublishResult } from "@common/schemas/build";
import type { DeploymentList, RollbackResult, UnpublishedChanges } from "@common/schemas/deployments";
import type { Site } from "@common/schemas/sites";
import { expect, it } from "vitest";
import type { BuildProblem } from "../../builder/build-error";
import type { ErrorBody } from "../../test/api";
import { ownerWithSite, visit } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";

describeEachDb("publishing and deployments", (use) => {
  it("publishes with { url, message } and marks the site published", async () => {
    const owner = await ownerWithSite(use(), "Sunrise Cafe");
    const { api, site } = owner;
    const { status, body } = await api.call<PublishResult>("POST", "/site/publish", { site_id: site.id });
    expect(status).toBe(200);
    expect(body.url).toBe(`http://${site.slug}.localhost:3000`);
    expect(body.message).toBe("Your site has been published successfully (4 pages)");
    expect(body.page_count).toBe(4);
    const after = await api.call<Site>("GET", `/api/sites/${site.id}`);
    expect(after.body.published_at).not.toBeNull();
    // The preview's link hand-off to the editor has no place on the live site.
    for (const path of ["/", "/about"]) {
      const live = await visit(owner.app, site.slug, path);
      expect(live.status).toBe(200);
      const html = await live.text();
      expect(html).toContain("<a");
      expect(html).not.toContain("webcraft:navigate");
    }

    const openapi = await api.call<{ paths: Record<string, unknown> }>("GET", "/api/openapi.json");
    for (const path of ["/build/page", "/site/publish", "/api/sites/{siteId}/deployments"]) {
      expect(Object.keys(openapi.body.paths)).toContain(path);
    }
  });

  it("lists deployments newest first with who, pages, size and which is live; rolls back instantly", async () => {
    const owner = await ownerWithSite(use());
    const { app, api, site, user } = owner;
    const first = await owner.publish();
    await owner.save("pages/About.jsx", "export default function About() { return <p>Second edition</p>; }\n");
    const second = await owner.publish();
    expect((await (await visit(app, site.slug, "/about")).text()).includes("Second edition")).toBe(true);

    const list = await api.call<DeploymentList>("GET", `/api/sites/${site.id}/deployments`);
    expect(list.status).toBe(200);
    expect(list.body.live_deployment_id).toBe(second.deployment_id);
    expect(list.body.deployments.map((d) => [d.id, d.is_live])).toEqual([
      [second.deployment_id, true],
      [first.deployment_id, false],
    ]);
    const [latest] = list.body.deployments;
    expect(latest?.created_by).toEqual({ id: user.id, name: user.name });
    expect(latest?.page_count).toBe(4);
    expect(latest?.file_count).toBeGreaterThan(3);
    expect(latest?.total_bytes).toBeGreaterThan(1000);

    const back = await api.call<RollbackResult>(
      "POST",
      `/api/sites/${site.id}/deployments/${first.deployment_id}/rollback`,
    );
    expect(back.status).toBe(200);
    expect(back.body.deployment.id).toBe(first.deployment_id);
    expect(back.body.deployment.is_live).toBe(true);
    expect(back.body.url).toBe(first.url);
    const about = await (await visit(app, site.slug, "/about")).text();
    expect(about).not.toContain("Second edition");
    expect(about).toContain("Tell your visitors who you are");
    const relisted = await api.call<DeploymentList>("GET", `/api/sites/${site.id}/deployments`);
    expect(relisted.body.deployments.find((d) => d.is_live)?.id).toBe(first.deployment_id);
    // Rolling forward again is the same instant switch.
    await api.call("POST", `/api/sites/${site.id}/deployments/${second.deployment_id}/rollback`);
    expect(await (await visit(app, site.slug, "/about")).text()).toContain("Second edition");
  });

  it("answers 404 when rolling back to another site's or an unknown deployment", async () => {
    const owner = await ownerWithSite(use());
    const { api } = owner;
    const other = await api.createSite("Other");
    const { status: published } = await api.call("POST", "/site/publish", { site_id: other.id });
    expect(published).toBe(200);
    const theirs = await api.call<DeploymentList>("GET", `/api/sites/${other.id}/deployments`);
    const foreign = theirs.body.deployments[0]?.id ?? "";
    for (const id of [foreign, "no-such-deployment"]) {
      const { status, body } = await api.call<ErrorBody>(
        "POST",
        `/api/sites/${owner.site.id}/deployments/${id}/rollback`,
      );
      expect(status).toBe(404);
      expect(body.error.message).toBe("Deployment not found");
    }
  });

  it("lists the files added, changed and removed since the live deployment", async () => {
    const owner = await ownerWithSite(use());
    const { api, site } = owner;
    const path = `/api/sites/${site.id}/unpublished-changes`;
    const before = await api.call<UnpublishedChanges>("GET", path);
    expect(before.body.live_deployment_id).toBeNull();
    expect(before.body.has_changes).toBe(true);
    expect(before.body.changes.every((c) => c.change === "added")).toBe(true);
    expect(before.body.changes.map((c) => c.path)).toContain("pages/Index.jsx");

    const { deployment_id } = await owner.publish();
    const clean = await api.call<UnpublishedChanges>("GET", path);
    expect(clean.body).toMatchObject({ live_deployment_id: deployment_id, has_changes: false, changes: [] });
    expect(clean.body.published_at).not.toBeNull();

    const about = await owner.fileByPath("pages/About.jsx");
    await owner.save("pages/About.jsx", "export default function About() { return <p>New</p>; }\n");
    await owner.save("styles.css", (await owner.fileByPath("styles.css")).current_version?.content ?? "");
    await api.createFile(site.id, { full_path: "pages/Menu.jsx", content: "export default () => null;\n" });
    const layout = await owner.fileByPath("components/Layout.jsx");
    await api.call("DELETE", `/api/sites/${site.id}/files/${layout.id}`);
    const changed = await api.call<UnpublishedChanges>("GET", path);
    expect(changed.body.changes).toEqual([
      { path: "components/Layout.jsx", change: "removed" },
      { path: "pages/About.jsx", change: "modified" },
      { path: "pages/Menu.jsx", change: "added" },
    ]);

    // Restoring the published version is no change at all.
    await owner.save("pages/About.jsx", about.current_version?.content ?? "");
    const restored = await api.call<UnpublishedChanges>("GET", path);
    expect(restored.body.changes.map((c) => c.path)).not.toContain("pages/About.jsx");
  });

  it("refuses a broken site with the build's problems and keeps the live deployment", async () => {
    const owner = await ownerWithSite(use());
    const { app, api, site } = owner;
    const { deployment_id } = await owner.publish();
    await owner.save("pages/About.jsx", "export default function About() {\n  return <p>Unclosed;\n}\n");
    const { status, body } = await api.call<ErrorBody>("POST", "/site/publish", { site_id: site.id });
    expect(status).toBe(422);
    expect(body.error.code).toBe("BUILD_FAILED");
    const problems = (body.error.details as { problems: BuildProblem[] }).problems;
    expect(problems[0]).toMatchObject({ file: "pages/About.jsx", line: expect.any(Number) });
    expect(problems[0]?.column).toEqual(expect.any(Number));
    expect(body.error.message).toContain("pages/About.jsx:");
    const list = await api.call<DeploymentList>("GET", `/api/sites/${site.id}/deployments`);
    expect(list.body.deployments.map((d) => d.id)).toEqual([deployment_id]);
    expect((await visit(app, site.slug, "/about")).status).toBe(200);
  });

  it("remembers that the last publish failed until a deployment goes live again, by publish or rollback", async () => {
    const owner = await ownerWithSite(use());
    const { api, site } = owner;
    const siteNow = async () => (await api.call<Site>("GET", `/api/sites/${site.id}`)).body;
    expect((await siteNow()).publish_failed_at).toBeNull();
    const first = await owner.publish();
    const live = await siteNow();
    expect(live.publish_failed_at).toBeNull();

    // A broken page: the site says the publish failed, and still what went live, and when.
    const about = (await owner.fileByPath("pages/About.jsx")).current_version?.content ?? "";
    await owner.save("pages/About.jsx", "export default function About() {\n  return <p>Unclosed;\n}\n");
    expect((await api.call("POST", "/site/publish", { site_id: site.id })).status).toBe(422);
    const failed = await siteNow();
    expect(failed.publish_failed_at).not.toBeNull();
    expect(Date.parse(failed.publish_failed_at ?? "")).toBeGreaterThanOrEqual(Date.parse(live.published_at ?? ""));
    expect(failed.published_at).toBe(live.published_at);
    const [listed] = (await api.call<{ sites: Site[] }>("GET", "/api/sites")).body.sites;
    expect(listed?.publish_failed_at).toBe(failed.publish_failed_at);

    // Going back to what is live is a deployment going live: the failure is no longer the last word.
    await api.call("POST", `/api/sites/${site.id}/deployments/${first.deployment_id}/rollback`);
    expect((await siteNow()).publish_failed_at).toBeNull();

    // Nor is it after a publish that works.
    expect((await api.call("POST", "/site/publish", { site_id: site.id })).status).toBe(422);
    expect((await siteNow()).publish_failed_at).not.toBeNull();
    await owner.save("pages/About.jsx", about);
    await owner.publish();
    expect((await siteNow()).publish_failed_at).toBeNull();

    // A refusal before the site was reached records nothing on it.
    const stranger = await ownerWithSite(owner.app, "Stranger");
    expect((await stranger.api.call("POST", "/site/publish", { site_id: site.id })).status).toBe(404);
    expect((await siteNow()).publish_failed_at).toBeNull();
  });

  it("needs a session and the site id, and answers 404 for another organization's site", async () => {
    const owner = await ownerWithSite(use());
    const { app, api, site } = owner;
    const anonymous = await app.request("/site/publish", { method: "POST", json: { site_id: site.id } });
    expect(anonymous.status).toBe(401);
    const missing = await api.call<ErrorBody>("POST", "/site/publish", {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/^Missing site ID/);

    const { deployment_id } = await owner.publish();
    const stranger = await ownerWithSite(app, "Stranger");
    const routes: [string, string, unknown?][] = [
      ["POST", "/site/publish", { site_id: site.id }],
      ["GET", `/api/sites/${site.id}/deployments`],
      ["POST", `/api/sites/${site.id}/deployments/${deployment_id}/rollback`],
      ["POST", `/api/sites/${stranger.site.id}/deployments/${deployment_id}/rollback`],
      ["GET", `/api/sites/${site.id}/unpublished-changes`],
    ];
    for (const [method, path, json] of routes) {
      const { status, body } = await stranger.api.call<ErrorBody>(method, path, json);
      expect(status, `${method} ${path}`).toBe(404);
      expect(body.error.code).toBe("NOT_FOUND");
    }
    for (const [method, path] of routes.slice(1)) {
      expect((await app.request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });
});
