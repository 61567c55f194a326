// The admin's lists of a site's fediverse: followers and follow requests, interactions with the posts
// they are about, and the delivery log. Newest first, a page of 50 at a time by keyset.
import type { Delivery, Follower, Interaction } from "@common/schemas/fediverse";
import type { Db } from "../../db/create-db";
import { decodeCursor, pageOf } from "../../db/list-pages";
import { isoTime } from "../../db/values";

const PAGE_SIZE = 50;
const BAD_CURSOR = "That page of the list is not known: start again from the first";

export async function listFollowers(
  db: Db,
  siteId: string,
  query: { status?: "pending" | "accepted"; cursor?: string },
): Promise<{ followers: Follower[]; next_cursor: string | null }> {
  const keyset = decodeCursor(query.cursor, BAD_CURSOR);
  let select = db.kysely
    .selectFrom("fediverse_followers")
    .select(["id", "actor_id", "handle", "name", "server", "status", "unreachable_since", "created_at"])
    .where("site_id", "=", siteId)
    .where("status", "=", query.status ?? "accepted");
  if (keyset) {
    select = select.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(keyset.time, keyset.id)));
  }
  const rows = await select
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PAGE_SIZE + 1)
    .execute();
  const { page, next } = pageOf(rows, PAGE_SIZE, (row) => row.created_at);
  return {
    followers: page.map((row) => ({
      ...row,
      unreachable_since: row.unreachable_since === null ? null : isoTime(row.unreachable_since),
      created_at: isoTime(row.created_at),
    })),
    next_cursor: next,
  };
}

export async function listInteractions(
  db: Db,
  siteId: string,
  query: { post_id?: string; kind?: "reply" | "like" | "boost"; cursor?: string },
): Promise<{ interactions: Interaction[]; next_cursor: string | null }> {
  const keyset = decodeCursor(query.cursor, BAD_CURSOR);
  let select = db.kysely
    .selectFrom("fediverse_interactions as i")
    .leftJoin("posts", (join) => join.onRef("posts.id", "=", "i.post_id").onRef("posts.site_id", "=", "i.site_id"))
    .select(["i.id", "i.kind", "i.post_id", "i.actor_id", "i.actor_handle", "i.actor_name", "i.content_html"])
    .select(["i.in_reply_to", "i.object_id", "i.by_site", "i.created_at", "posts.title as post_title"])
    .where("i.site_id", "=", siteId);
  if (query.post_id) select = select.where("i.post_id", "=", query.post_id);
  if (query.kind) select = select.where("i.kind", "=", query.kind);
  if (keyset) {
    select = select.where((eb) => eb(eb.refTuple("i.created_at", "i.id"), "<", eb.tuple(keyset.time, keyset.id)));
  }
  const rows = await select
    .orderBy("i.created_at", "desc")
    .orderBy("i.id", "desc")
    .limit(PAGE_SIZE + 1)
    .execute();
  const { page, next } = pageOf(rows, PAGE_SIZE, (row) => row.created_at);
  return {
    interactions: page.map((row) => ({
      ...row,
      post_title: row.post_title ?? null,
      by_site: Boolean(row.by_site),
      created_at: isoTime(row.created_at),
    })),
    next_cursor: next,
  };
}

export async function listDeliveries(
  db: Db,
  siteId: string,
  query: { status?: Delivery["status"]; cursor?: string },
): Promise<{ deliveries: Delivery[]; next_cursor: string | null }> {
  const keyset = decodeCursor(query.cursor, BAD_CURSOR);
  let select = db.kysely
    .selectFrom("fediverse_deliveries as d")
    .innerJoin("fediverse_activities as a", "a.id", "d.activity_id")
    .select(["d.id", "d.inbox", "d.status", "d.attempts", "d.last_error", "d.created_at", "d.updated_at"])
    .select(["a.type as activity_type", "a.post_id"])
    .where("d.site_id", "=", siteId);
  if (query.status) select = select.where("d.status", "=", query.status);
  if (keyset) {
    select = select.where((eb) => eb(eb.refTuple("d.created_at", "d.id"), "<", eb.tuple(keyset.time, keyset.id)));
  }
  const rows = await select
    .orderBy("d.created_at", "desc")
    .orderBy("d.id", "desc")
    .limit(PAGE_SIZE + 1)
    .execute();
  const { page, next } = pageOf(rows, PAGE_SIZE, (row) => row.created_at);
  return {
    deliveries: page.map((row) => ({
      ...row,
      created_at: isoTime(row.created_at),
      updated_at: isoTime(row.updated_at),
    })),
    next_cursor: next,
  };
}
