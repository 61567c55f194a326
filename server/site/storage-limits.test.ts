import type { DeploymentList } from "@common/schemas/deployments";
import type { Site } from "@common/schemas/sites";
import { DEFAULT_STORAGE_LIMITS } from "@common/storage-limits";
import { expect, it } from "vitest";
import type { ErrorBody } from "../test/api";
import { ownerWithSite, visit } from "../test/publishing";
import { describeEachDb } from "../test/test-app";

const MB = 1024 * 1024;
const { deploymentsKeptPerSite, deploymentBytes, organizationPublishedBytes } = DEFAULT_STORAGE_LIMITS;

describeEachDb("storage limits of publishing", (use) => {
  it(`keeps a site's newest ${deploymentsKeptPerSite} deployments: the next publish removes the oldest and its files`, async () => {
    const owner = await ownerWithSite(use());
    const { app, api, site } = owner;
    const db = app.deps.db.kysely;
    const oldest = await owner.publish();
    for (let i = 1; i < deploymentsKeptPerSite; i++) await owner.publish();
    const full = await api.call<DeploymentList>("GET", `/api/sites/${site.id}/deployments`);
    expect(full.body.deployments.length).toBe(deploymentsKeptPerSite);
    expect(full.body.deployments.at(-1)?.id).toBe(oldest.deployment_id);
    // Were the oldest counted, the organization would be past its limit: what a publish removes does not count.
    await db
      .updateTable("deployments")
      .set({ total_bytes: organizationPublishedBytes - MB })
      .where("id", "=", oldest.deployment_id)
      .execute();

    const latest = await owner.publish();
    const kept = await api.call<DeploymentList>("GET", `/api/sites/${site.id}/deployments`);
    expect(kept.body.deployments.length).toBe(deploymentsKeptPerSite);
    expect(kept.body.deployments[0]).toMatchObject({ id: latest.deployment_id, is_live: true });
    expect(kept.body.deployments.map((d) => d.id)).not.toContain(oldest.deployment_id);
    for (const table of ["deployment_files", "deployment_sources"] as const) {
      const rows = await db
        .selectFrom(table)
        .select("deployment_id")
        .where("deployment_id", "=", oldest.deployment_id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const gone = await api.call<ErrorBody>(
      "POST",
      `/api/sites/${site.id}/deployments/${oldest.deployment_id}/rollback`,
    );
    expect(gone.status).toBe(404);
    expect((await visit(app, site.slug, "/")).status).toBe(200);
  }, 60_000);

  it("refuses a deployment past 25 MB of published files with its size and the limit, and keeps the live one", async () => {
    const owner = await ownerWithSite(use());
    const { app, api, site } = owner;
    const live = await owner.publish();
    const huge = 26 * MB;
    await owner.save("pages/About.jsx", `export default function About() { return <p>{"x".repeat(${huge})}</p>; }\n`);
    const { status, body } = await api.call<ErrorBody>("POST", "/site/publish", { site_id: site.id });
    expect(status).toBe(413);
    expect(body.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(deploymentBytes).toBe(25 * MB);
    expect(body.error.message).toMatch(
      /^This site's published files come to 26\.\d MB; one deployment may hold at most 25 MB\. /,
    );
    const list = await api.call<DeploymentList>("GET", `/api/sites/${site.id}/deployments`);
    expect(list.body.deployments.map((d) => d.id)).toEqual([live.deployment_id]);
    const about = await visit(app, site.slug, "/about");
    expect(about.status).toBe(200);
    expect((await about.text()).length).toBeLessThan(MB);
  }, 60_000);

  it("refuses a publish past the organization's 500 MB with its usage and limit, until a site is deleted", async () => {
    const owner = await ownerWithSite(use(), "Big");
    const { app, api } = owner;
    const small = await api.createSite("Small");
    const big = await owner.publish();
    // The recorded size is what the limit adds up: this stands in for hundreds of MB of published files.
    await app.deps.db.kysely
      .updateTable("deployments")
      .set({ total_bytes: Math.floor(499.9 * MB) })
      .where("id", "=", big.deployment_id)
      .execute();

    const refused = await api.call<ErrorBody>("POST", "/site/publish", { site_id: small.id });
    expect(refused.status).toBe(413);
    expect(refused.body.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(refused.body.error.message).toMatch(
      /^This organization's published sites use 499\.9 MB of its 500 MB; this publish would bring them to 500\.\d MB\. /,
    );
    const none = await api.call<DeploymentList>("GET", `/api/sites/${small.id}/deployments`);
    expect(none.body.deployments).toEqual([]);
    expect((await api.call<Site>("GET", `/api/sites/${small.id}`)).body.published_at).toBeNull();

    // Another organization's room is its own.
    const stranger = await ownerWithSite(app, "Elsewhere");
    await stranger.publish();

    expect((await api.call("DELETE", `/api/sites/${owner.site.id}`)).status).toBe(204);
    const published = await api.call("POST", "/site/publish", { site_id: small.id });
    expect(published.status).toBe(200);
  }, 60_000);
});
