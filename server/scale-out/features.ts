// Media, forms and scheduled posts across processes. An upload goes to the shared bucket, so any process
// serves it; a submission is a row any process lists; a scheduled post is a job on the shared queue,
// taken by one process at its time, and the site's feed then names it once on every process.
import type { Post } from "@common/schemas/posts";
import pg from "pg";
import sharp from "sharp";
import { expect, it } from "vitest";
import type { Cluster } from "../test/cluster";
import { nextCallerIp } from "./cluster-api";
import { publishedSiteKit } from "./publishing";
import { watchEveryProcess } from "./site-watch";

/** Rows of the cluster's database, read as the operator would. */
export async function queryCluster<T>(cluster: Cluster, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const occurrences = (text: string, word: string) => text.split(word).length - 1;

export function featureTests(use: () => Cluster) {
  // One published site for the three: a publish is the slowest step of each, and they touch different parts.
  let shared: ReturnType<typeof publishedSiteKit> | undefined;
  const publishedSite = () => {
    shared ??= publishedSiteKit(use(), "Shop front").then(async (kit) => {
      await kit.publish();
      return kit;
    });
    return shared;
  };

  it("serves an upload taken by one process from every process, out of the shared bucket", async () => {
    const cluster = use();
    const kit = await publishedSite();
    const bytes = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#c84" } })
      .png()
      .toBuffer();
    const upload = await kit.api.sendBytes<{ id: string }>(
      "POST",
      `/api/sites/${kit.site.id}/media?name=tile.png`,
      bytes,
    );
    expect(upload.status).toBe(201);
    for (const target of [0, 1, 2]) {
      const served = await cluster.call(target, "/media/tile.png", { host: kit.host });
      expect(served.status, `process ${target} after an upload to ${upload.servedBy}`).toBe(200);
      expect(served.bytes.equals(bytes)).toBe(true);
    }
  });

  it("keeps form submissions posted through every process, and lists them all on each", async () => {
    const cluster = use();
    const kit = await publishedSite();
    const sentBy = new Set<string | undefined>();
    for (const name of ["Ada", "Grace", "Edsger"]) {
      const body = new URLSearchParams({
        name,
        message: `Hello from ${name}`,
        _gotcha: "",
        _t: String(Date.now() - 10_000),
      });
      const answer = await cluster.call("balancer", "/_forms/contact", {
        method: "POST",
        host: kit.host,
        body: body.toString(),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "x-forwarded-for": nextCallerIp(),
        },
      });
      expect(answer.status).toBe(201);
      sentBy.add(answer.servedBy);
    }
    expect(sentBy.size).toBe(3);
    for (const target of [0, 1, 2]) {
      const inbox = await kit.api.call<{ submissions: { fields: { name: string; value: string }[] }[] }>(
        "GET",
        `/api/sites/${kit.site.id}/submissions`,
        undefined,
        target,
      );
      const names = inbox.body.submissions.map((row) => row.fields.find((field) => field.name === "name")?.value);
      expect(names.sort(), `process ${target}`).toEqual(["Ada", "Edsger", "Grace"]);
    }
  });

  it("puts a scheduled post live once, at its time, on every process", async () => {
    const cluster = use();
    const kit = await publishedSite();
    const base = `/api/sites/${kit.site.id}/posts`;
    const created = await kit.api.call<Post>("POST", base, { title: "Opening night" });
    expect(created.status).toBe(201);
    const at = new Date(Date.now() + 2_000).toISOString();
    const scheduled = await kit.api.call<Post>("POST", `${base}/${created.body.id}/publish`, { at });
    expect(scheduled.body).toMatchObject({ status: "scheduled" });

    const live = watchEveryProcess(
      cluster,
      kit.host,
      "/feed.xml",
      (answer) => answer.text().includes("Opening night"),
      20_000,
    );
    const seen = await live.seen;
    expect(Math.min(...seen.map((each) => each.firstNewAt))).toBeGreaterThanOrEqual(Date.parse(at));
    for (const target of [0, 1, 2]) {
      const feed = (await cluster.call(target, "/feed.xml", { host: kit.host })).text();
      expect(occurrences(feed, "Opening night"), `process ${target}`).toBe(1);
    }
    const post = await kit.api.call<Post>("GET", `${base}/${created.body.id}`);
    expect(post.body).toMatchObject({ status: "published", scheduled_at: null, published_at: at });
    // Its job ran on one process and is finished; none is left running, waiting or failed.
    const jobs = await queryCluster<{ state: string }>(
      cluster,
      "select state from pgboss.job where name = 'posts-due'",
    );
    expect(jobs.map((job) => job.state)).toContain("completed");
    expect(jobs.filter((job) => job.state !== "completed")).toEqual([]);
  }, 40_000);
}
