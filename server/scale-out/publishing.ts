// Preview, publish and rollback across processes. A preview URL is signed with the installation's secret
// and its snapshot is in the database, so any process opens it. A publish or rollback through one process
// reaches the others' site fronts by the database's notifications: each process is watched straight, and
// the slowest must show the new deployment within 100 ms of the answer.
import type { PreviewUrl, PublishResult } from "@common/schemas/build";
import type { RollbackResult } from "@common/schemas/deployments";
import type { SiteFile } from "@common/schemas/files";
import { expect, it } from "vitest";
import type { Cluster } from "../test/cluster";
import { clusterApi } from "./cluster-api";
import { describeLags, type Lags, lags, watchEveryProcess } from "./site-watch";

/** How long after the answer a process may still serve the old deployment. */
const LAG_LIMIT_MS = 100;
/**
 * How long after the answer its first new answer may take, loading the deployment (from the bucket)
 * included: under the 5 s revalidation a process without the notice would wait for, with room for a
 * slow, loaded machine. The figures measured are printed.
 */
const LOAD_LIMIT_MS = 4_000;

/** A site whose owner edits and publishes through the balancer. */
export async function publishedSiteKit(cluster: Cluster, name: string) {
  const { user, api } = await clusterApi(cluster).owner();
  const site = await api.createSite(name);
  const host = cluster.siteHost(site.slug);
  async function save(path: string, content: string) {
    const files = await api.call<{ files: SiteFile[] }>("GET", `/api/sites/${site.id}/files`);
    const file = files.body.files.find((candidate) => candidate.full_path === path);
    if (!file) throw new Error(`no file ${path}`);
    const saved = await api.call("PUT", `/api/sites/${site.id}/files/${file.id}/content`, { content });
    if (saved.status !== 200) throw new Error(`save ${path}: ${saved.status}`);
  }
  async function publish(target: "balancer" | number = "balancer") {
    const answer = await api.call<PublishResult>("POST", "/site/publish", { site_id: site.id }, target);
    if (answer.status !== 200) throw new Error(`publish: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { ...answer.body, answeredAt: Date.now(), servedBy: answer.servedBy ?? `app${Number(target) + 1}` };
  }
  const aboutPage = (words: string) => `export default function About() { return <p>${words}</p>; }\n`;
  return { user, api, site, host, save, publish, aboutPage };
}

/** The lags measured in this run, for the file's closing line. */
export const measuredLags: { what: string; stale: number; fresh: number }[] = [];

/** Prints and checks one change's lags on every process. */
function record(what: string, lag: Lags) {
  measuredLags.push({ what, stale: lag.worstStale, fresh: lag.worstFresh });
  console.info(`[scale-out] ${what}: ${describeLags(lag)} (app1, app2, app3)`);
  expect(lag.worstStale).toBeLessThanOrEqual(LAG_LIMIT_MS);
  expect(lag.worstFresh).toBeLessThanOrEqual(LOAD_LIMIT_MS);
}

export function publishingTests(use: () => Cluster) {
  it("opens a preview URL made through one process on every other, unsaved buffers included", async () => {
    const cluster = use();
    const { api, site } = await publishedSiteKit(cluster, "Preview");
    const issued = await api.call<PreviewUrl>(
      "POST",
      `/api/sites/${site.id}/preview-url`,
      { page_path: "pages/Index.jsx", overrides: { "pages/Index.jsx": "export default () => <h1>Typing now</h1>;\n" } },
      0,
    );
    expect(issued.status).toBe(200);
    const url = new URL(issued.body.url);
    expect(url.origin).toBe(cluster.previewOrigin);
    for (const target of [1, 2, 0]) {
      const page = await cluster.call(target, `${url.pathname}${url.search}`, { host: url.host });
      expect(page.status, `process ${target}`).toBe(200);
      expect(page.text()).toContain("Typing now");
    }
  });

  it(`serves a publish on every process, none showing the old site ${LAG_LIMIT_MS} ms after the answer`, async () => {
    const cluster = use();
    const kit = await publishedSiteKit(cluster, "Sunrise");
    await kit.save("pages/About.jsx", kit.aboutPage("First edition"));

    // The first publish: every process knew the site had nothing live.
    for (const target of [0, 1, 2]) expect((await cluster.call(target, "/about", { host: kit.host })).status).toBe(404);
    const first = watchEveryProcess(cluster, kit.host, "/about", (answer) => answer.text().includes("First edition"));
    const published = await kit.publish();
    const firstLag = lags(await first.seen, published.answeredAt);

    // The next: every process has the first deployment in memory.
    await kit.save("pages/About.jsx", kit.aboutPage("Second edition"));
    const next = watchEveryProcess(cluster, kit.host, "/about", (answer) => answer.text().includes("Second edition"));
    const republished = await kit.publish();
    const nextLag = lags(await next.seen, republished.answeredAt);

    record("first publish", firstLag);
    record(`next publish (through ${republished.servedBy})`, nextLag);
  }, 60_000);

  it(`rolls back through one process, and no process serves the newer deployment ${LAG_LIMIT_MS} ms after`, async () => {
    const cluster = use();
    const kit = await publishedSiteKit(cluster, "Rollback");
    await kit.save("pages/About.jsx", kit.aboutPage("Old words"));
    const first = await kit.publish();
    await kit.save("pages/About.jsx", kit.aboutPage("New words"));
    await kit.publish();
    const newEverywhere = watchEveryProcess(cluster, kit.host, "/about", (answer) =>
      answer.text().includes("New words"),
    );
    await newEverywhere.seen;

    const back = watchEveryProcess(cluster, kit.host, "/about", (answer) => answer.text().includes("Old words"));
    const rollback = await kit.api.call<RollbackResult>(
      "POST",
      `/api/sites/${kit.site.id}/deployments/${first.deployment_id}/rollback`,
      undefined,
      1,
    );
    const answeredAt = Date.now();
    expect(rollback.status).toBe(200);
    expect(rollback.body.deployment.is_live).toBe(true);
    const lag = lags(await back.seen, answeredAt);
    record("rollback (through app2)", lag);
  }, 60_000);
}
