import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3BlobStore } from "../../blobs/s3-blob-store";
import { parseS3Url } from "../../blobs/s3-url";
import { createDb } from "../../db/create-db";
import { migrateToLatest } from "../../db/migrate";
import { ownerWithSite, visit } from "../../test/publishing";
import { startS3Server, type TestS3Server } from "../../test/s3-server";
import { allowConsoleError } from "../../test/setup";
import { describeEachDb } from "../../test/test-app";
import { readiness } from "./readiness";

const TOKEN = "metrics-token-for-the-tests-0123456789";

/** A loopback port nothing listens on. */
const DEAD_S3 = "http://KEY:SECRET@127.0.0.1:9/nowhere";

describeEachDb(
  "readiness and metrics",
  (use) => {
    it("is ready when the database, the migrations and the blob store all are, and says so on loopback too", async () => {
      const app = use();
      for (const host of [new URL(app.env.appOrigin).host, "localhost:3000"]) {
        const response = await app.request("/api/ready", { headers: { host } });
        expect(response.status, host).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.json()).toEqual({
          ok: true,
          checks: { database: { ok: true }, migrations: { ok: true }, blobs: { ok: true } },
        });
      }
    });

    it("answers the probes on a host that is the process's address, and nothing else there", async () => {
      const app = use();
      for (const host of ["10.0.0.7:3000", "[fd00::7]:3000", "10.0.0.7"]) {
        const at = (path: string) => app.app.request(`http://${host}${path}`, { headers: { host } });
        expect((await at("/api/ready")).status, host).toBe(200);
        expect((await at("/api/health")).status, host).toBe(200);
        expect((await at("/api/config")).status, host).toBe(404);
        expect((await at("/")).status, host).toBe(404);
      }
    });

    it("answers 503 naming the migrations while the database is behind the code", async () => {
      const app = use();
      const db = app.deps.db.kysely;
      const last = await sql<{ name: string; timestamp: string }>`
        select name, timestamp from kysely_migration order by name desc limit 1`.execute(db);
      const row = last.rows[0];
      if (!row) throw new Error("no migration applied");
      await sql`delete from kysely_migration where name = ${row.name}`.execute(db);
      try {
        const response = await app.request("/api/ready");
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          ok: false,
          checks: {
            database: { ok: true },
            migrations: { ok: false, detail: `1 not applied yet, from ${row.name}` },
            blobs: { ok: true },
          },
        });
      } finally {
        await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(db);
      }
      expect((await app.request("/api/ready")).status).toBe(200);
    });

    it("keeps the metrics from anyone without the token, with a clear 401", async () => {
      const app = use();
      for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, "Bearer"]) {
        const headers = authorization ? { authorization } : undefined;
        const response = await app.request("/api/metrics", { headers });
        expect(response.status, authorization).toBe(401);
        expect(response.headers.get("www-authenticate")).toContain("Bearer");
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
      }
    });

    it("exports requests by declared route, latencies, builds, queue depths and site cache hits", async () => {
      const app = use();
      const owner = await ownerWithSite(app);
      await owner.publish();
      expect((await visit(app, owner.site.slug, "/")).status).toBe(200);
      expect((await visit(app, owner.site.slug, "/")).status).toBe(200);
      expect((await app.request(`/api/sites/${owner.site.id}`, { token: owner.user.token })).status).toBe(200);
      const response = await app.request("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      const value = (series: string) => {
        const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
        return line === undefined ? undefined : Number(line.slice(series.length + 1));
      };
      // Labelled by the route as declared, never by the site's id.
      expect(value('webcraft_http_requests_total{route="/api/sites/:siteId",method="GET",status="200"}')).toBe(1);
      expect(text).not.toContain(owner.site.id);
      expect(value('webcraft_http_requests_total{route="/site/publish",method="POST",status="200"}')).toBe(1);
      expect(
        value('webcraft_http_request_duration_seconds_count{route="/site/publish",method="POST"}'),
      ).toBeGreaterThanOrEqual(1);
      expect(value('webcraft_builds_total{kind="site",outcome="ok"}')).toBeGreaterThanOrEqual(1);
      expect(value('webcraft_build_duration_seconds_count{kind="site"}')).toBeGreaterThanOrEqual(1);
      // The first visit loaded the deployment, the second was answered from memory.
      expect(value('webcraft_site_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1);
      expect(value('webcraft_site_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1);
      // Every registered queue has a depth, zero or more; the mails of the sign-up went out.
      expect(value('webcraft_job_queue_depth{queue="mail"}')).toBeGreaterThanOrEqual(0);
      expect(value('webcraft_jobs_active{queue="mail"}')).toBeGreaterThanOrEqual(0);
      expect(value("process_resident_memory_bytes")).toBeGreaterThan(0);
    }, 60_000);
  },
  { METRICS_TOKEN: TOKEN },
);

describeEachDb(
  "readiness with a blob store that cannot be reached",
  (use) => {
    it("answers 503 saying the blob store failed, without a stack trace or the store's address", async () => {
      allowConsoleError(/\[ready\] the blob store check failed/);
      const response = await use().request("/api/ready");
      expect(response.status).toBe(503);
      const body = (await response.json()) as { ok: boolean; checks: Record<string, { ok: boolean; detail?: string }> };
      expect(body.ok).toBe(false);
      expect(body.checks.database).toEqual({ ok: true });
      expect(body.checks.migrations).toEqual({ ok: true });
      expect(body.checks.blobs?.ok).toBe(false);
      expect(body.checks.blobs?.detail).toMatch(/^(failed( \([\w.-]+\))?|did not answer within \d+ ms)$/);
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|nowhere|\bat /);
    }, 30_000);
  },
  { S3_URL: DEAD_S3 },
);

describe("the readiness checks", () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it("fail the blob store whose bucket does not exist, and pass it once it does", async () => {
    allowConsoleError(/\[ready\] the blob store check failed/);
    const missing = await createS3BlobStore(parseS3Url(s3.url.replace(/\/[^/]+$/, "/no-such-bucket")));
    const present = await createS3BlobStore(parseS3Url(s3.url));
    try {
      await expect(missing.check()).rejects.toThrow();
      await expect(present.check()).resolves.toBeUndefined();
    } finally {
      await missing.close();
      await present.close();
    }
  });

  it("give up on a check that hangs, after the time limit", async () => {
    allowConsoleError(/\[ready\] the (blob store|database|migrations) check failed/);
    const never = () => new Promise<void>(() => undefined);
    const db = createDb("sqlite::memory:");
    try {
      await migrateToLatest(db);
      const answer = await readiness({ db, blobs: { check: never } }, 50);
      expect(answer).toEqual({
        ok: false,
        checks: {
          database: { ok: true },
          migrations: { ok: true },
          blobs: { ok: false, detail: "did not answer within 50 ms" },
        },
      });
    } finally {
      await db.close();
    }
  });
});
