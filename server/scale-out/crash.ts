// A process killed as a crash kills it (SIGKILL to it and everything under it), in the middle of a publish
// and in the middle of a job. The others go on serving, the balancer sends nothing more to the dead one,
// nothing it was doing is half-done or done twice, and once it is back it serves what the others do.
import type { Post } from "@common/schemas/posts";
import pg from "pg";
import { expect, it } from "vitest";
import type { Cluster } from "../test/cluster";
import { httpCall } from "../test/http-call";
import { queryCluster } from "./features";
import { publishedSiteKit } from "./publishing";
import { watchEveryProcess } from "./site-watch";
import { keepServing, ownerOfLocalPort } from "./survivors";

const SLOW_ABOUT = `export default function About() {
  const until = Date.now() + 1500;
  while (Date.now() < until) {}
  return <p>After the crash</p>;
}
`;

type DeploymentList = { live_deployment_id: string; deployments: { id: string; is_live: boolean }[] };

export function crashTests(use: () => Cluster) {
  it("loses nothing when a process is killed mid-publish: the others serve on, the next publish goes live", async () => {
    const cluster = use();
    const kit = await publishedSiteKit(cluster, "Crash");
    await kit.save("pages/About.jsx", kit.aboutPage("Before the crash"));
    await kit.publish();
    // A page that takes a second and a half to render keeps the build going when the process is killed.
    await kit.save("pages/About.jsx", SLOW_ABOUT);
    const survivors = keepServing(cluster, [1, 2], kit.host, "/about");

    const cut = kit.publish(0).then(
      () => "answered",
      () => "cut",
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster.processes[0]?.crash();
    expect(await cut).toBe("cut");

    // The site is whole: one live deployment, which the survivors serve (at once, or at their
    // revalidation should the dead process have committed it and died before telling them).
    const list = await kit.api.call<DeploymentList>("GET", `/api/sites/${kit.site.id}/deployments`);
    expect(list.status).toBe(200);
    expect(list.body.deployments.filter((deployment) => deployment.is_live)).toHaveLength(1);
    expect(list.body.deployments.length).toBeLessThanOrEqual(2);
    const cutWentLive = list.body.deployments.length === 2;
    const liveWords = cutWentLive ? "After the crash" : "Before the crash";
    await watchEveryProcess(cluster, kit.host, "/about", (answer) => answer.text().includes(liveWords), 7_000, [1, 2])
      .seen;

    // The balancer has taken the dead process out: every request goes to the two others, and works.
    const servedBy = new Set<string | undefined>();
    for (let i = 0; i < 6; i++) {
      const answer = await cluster.call("balancer", "/api/health");
      expect(answer.status).toBe(200);
      servedBy.add(answer.servedBy);
    }
    expect([...servedBy].sort()).toEqual(["app2", "app3"]);

    // No lock or half-made deployment of the dead process holds the site: a publish goes live (while the
    // dead one starts again).
    const restarted = cluster.processes[0]?.restart();
    await kit.save("pages/About.jsx", kit.aboutPage("After the crash, again"));
    const again = await kit.publish();
    expect(again.deployment_id).toBeTruthy();
    await watchEveryProcess(cluster, kit.host, "/about", (a) => a.text().includes("crash, again"), 2_000, [1, 2]).seen;
    const { failures, answered } = await survivors.stop();
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(10);

    // Back, the process serves what the others do, and takes its turn at the balancer again.
    await restarted;
    const back = await httpCall(cluster.portOf(0), "/about", { host: kit.host });
    expect(back.text()).toContain("After the crash, again");
    console.info(`[scale-out] killed mid-publish (its deployment ${cutWentLive ? "went" : "did not go"} live)`);
  }, 90_000);

  it("loses nothing when the process running a job is killed: the scheduled post goes live once", async () => {
    const cluster = use();
    const kit = await publishedSiteKit(cluster, "Crash job");
    await kit.publish();
    const base = `/api/sites/${kit.site.id}/posts`;
    const created = await kit.api.call<Post>("POST", base, { title: "Crash landing" });
    const holder = new pg.Client({ connectionString: cluster.databaseUrl });
    await holder.connect();
    const at = new Date(Date.now() + 3_000).toISOString();
    expect((await kit.api.call<Post>("POST", `${base}/${created.body.id}/publish`, { at })).status).toBe(200);
    let victim: number;
    try {
      // The post's row is held, so the job that puts it live waits, mid-run, in whichever process took it.
      await holder.query("begin");
      await holder.query("select id from posts where id = $1 for update", [created.body.id]);
      victim = await blockedProcess(cluster, 20_000);
      const survivors = keepServing(
        cluster,
        [0, 1, 2].filter((index) => index !== victim),
        kit.host,
        "/about",
      );
      await cluster.processes[victim]?.crash();
      await holder.query("rollback");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await survivors.stop()).failures).toEqual([]);
    } finally {
      await holder.end();
    }

    // The job died with its process, and what it had begun with it: the post is still due.
    const afterCrash = await kit.api.call<Post>("GET", `${base}/${created.body.id}`);
    expect(afterCrash.body.status).toBe("scheduled");

    // Started again, the process sweeps the posts that came due: the post goes live, and the site's feed
    // names it once on every process.
    await cluster.processes[victim]?.restart();
    await watchEveryProcess(cluster, kit.host, "/feed.xml", (answer) => answer.text().includes("Crash landing"), 30_000)
      .seen;
    for (const target of [0, 1, 2]) {
      const feed = (await cluster.call(target, "/feed.xml", { host: kit.host })).text();
      expect(feed.split("Crash landing").length - 1, `process ${target}`).toBe(1);
    }
    const post = await kit.api.call<Post>("GET", `${base}/${created.body.id}`);
    expect(post.body).toMatchObject({ status: "published", scheduled_at: null, published_at: at });
    console.info(`[scale-out] killed app${victim + 1} mid-job; the post went live after its restart`);
  }, 90_000);
}

/**
 * The process whose database connection waits on a row lock, updating posts (the due-posts job). It is
 * found by the connection's port as PostgreSQL saw it, which is the process's own only when PostgreSQL
 * runs on this machine and is reached over loopback TCP (as the tests' database is).
 */
async function blockedProcess(cluster: Cluster, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let seenPort: number | undefined;
  while (Date.now() < deadline) {
    const [blocked] = await queryCluster<{ client_port: number }>(
      cluster,
      `select client_port from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update "posts"%'`,
    );
    if (blocked) {
      seenPort = blocked.client_port;
      const owner = ownerOfLocalPort(cluster, blocked.client_port);
      if (owner !== undefined) return owner;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    seenPort === undefined
      ? "no process took the due-posts job"
      : `the due-posts job waits on a connection from port ${seenPort}, which no process of the cluster holds: is PostgreSQL reached over loopback TCP?`,
  );
}
