// Test helpers for blog posts: a clock a test moves forward, the jobs a change sent, and the posts API
// as one member.
import type { Post } from "@common/schemas/posts";
import { sql } from "kysely";
import type { Clock } from "../clock";
import { apiAs } from "./api";
import type { TestApp, TestUser } from "./test-app";

/** The system's time plus however far the test has moved it. */
export function movableClock(): Clock & { advance: (ms: number) => void; set: (to: Date) => void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    set: (to) => {
      offset = to.getTime() - Date.now();
    },
  };
}

/**
 * The payloads of the jobs sent to `queue` since the last call, taken out of the job store (so the next
 * send with the same singleton key is stored again, whether or not a worker of the queue runs).
 */
export async function takeSentJobs<T>(app: TestApp, queue: string): Promise<T[]> {
  const { kysely: db, dialect } = app.deps.db;
  if (dialect === "sqlite") {
    const { rows } = await sql<{ payload: string }>`select payload from jobs where queue = ${queue}`.execute(db);
    await sql`delete from jobs where queue = ${queue}`.execute(db);
    return rows.map((row) => JSON.parse(row.payload) as T);
  }
  const { rows } = await sql<{ data: T }>`select data from pgboss.job where name = ${queue}`.execute(db);
  await sql`delete from pgboss.job where name = ${queue}`.execute(db);
  return rows.map((row) => row.data);
}

/** The posts API of one site, as `user`. */
export function postsApi(app: TestApp, user: TestUser, siteId: string) {
  const { call } = apiAs(app, user);
  const base = `/api/sites/${siteId}/posts`;
  return {
    base,
    call,
    async create(input: Record<string, unknown> = {}): Promise<Post> {
      const { status, body } = await call<Post>("POST", base, input);
      if (status !== 201) throw new Error(`create post: ${status} ${JSON.stringify(body)}`);
      return body;
    },
    update: (id: string, input: Record<string, unknown>) => call<Post>("PATCH", `${base}/${id}`, input),
    publish: (id: string, at?: string) => call<Post>("POST", `${base}/${id}/publish`, at ? { at } : {}),
    unpublish: (id: string) => call<Post>("POST", `${base}/${id}/unpublish`),
    get: (id: string) => call<Post>("GET", `${base}/${id}`),
  };
}
