// Actors and whole servers a site refuses: what they send is answered 403 and stored nowhere, and their
// follows end when the block is made. A domain block covers the server and its subdomains.
import { randomUUID } from "node:crypto";
import type { Block } from "@common/schemas/fediverse";
import type { Db } from "../../db/create-db";
import { isoTime, isUniqueViolation, nowIso } from "../../db/values";
import { AppError } from "../../errors";

/** The host names a domain block on any of them covers: `a.b.example.com` → itself, `b.example.com`, `example.com`. */
function hostAndParents(host: string): string[] {
  const labels = host.toLowerCase().split(".");
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

export async function isBlocked(db: Db, siteId: string, sender: URL): Promise<boolean> {
  const found = await db.kysely
    .selectFrom("fediverse_blocks")
    .select("id")
    .where("site_id", "=", siteId)
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "=", "actor"), eb("value", "=", sender.href)]),
        eb.and([eb("kind", "=", "domain"), eb("value", "in", hostAndParents(sender.hostname))]),
      ]),
    )
    .executeTakeFirst();
  return found !== undefined;
}

const toBlock = (row: { id: string; kind: "actor" | "domain"; value: string; created_at: Date | string }): Block => ({
  ...row,
  created_at: isoTime(row.created_at),
});

export async function listBlocks(db: Db, siteId: string): Promise<Block[]> {
  const rows = await db.kysely
    .selectFrom("fediverse_blocks")
    .select(["id", "kind", "value", "created_at"])
    .where("site_id", "=", siteId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(toBlock);
}

export const BLOCK_MESSAGES = {
  badDomain: "Give a server's host name, such as mastodon.example",
  badActor: "Give the account's address (its URL, or @name@server of someone who has followed or answered)",
  already: "That is blocked already",
};

/** An actor's URL from its URL or the `@name@server` of someone the site has heard from. */
async function actorUrl(db: Db, siteId: string, value: string): Promise<string> {
  if (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)) return new URL(value).href;
  const handle = value.startsWith("@") ? value : `@${value}`;
  const known =
    (await db.kysely
      .selectFrom("fediverse_followers")
      .select("actor_id")
      .where("site_id", "=", siteId)
      .where("handle", "=", handle)
      .executeTakeFirst()) ??
    (await db.kysely
      .selectFrom("fediverse_interactions")
      .select("actor_id")
      .where("site_id", "=", siteId)
      .where("actor_handle", "=", handle)
      .executeTakeFirst());
  if (!known) throw new AppError("VALIDATION_FAILED", BLOCK_MESSAGES.badActor);
  return known.actor_id;
}

export async function addBlock(
  db: Db,
  siteId: string,
  input: { kind: "actor" | "domain"; value: string },
): Promise<Block> {
  const value =
    input.kind === "domain"
      ? input.value.toLowerCase().replace(/^@/, "").replace(/\.$/, "")
      : await actorUrl(db, siteId, input.value);
  if (input.kind === "domain" && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value)) {
    throw new AppError("VALIDATION_FAILED", BLOCK_MESSAGES.badDomain);
  }
  const row = { id: randomUUID(), site_id: siteId, kind: input.kind, value, created_at: nowIso() };
  try {
    await db.kysely.insertInto("fediverse_blocks").values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", BLOCK_MESSAGES.already);
    throw error;
  }
  let ended = db.kysely.deleteFrom("fediverse_followers").where("site_id", "=", siteId);
  ended =
    input.kind === "actor"
      ? ended.where("actor_id", "=", value)
      : ended.where((eb) => eb.or([eb("server", "=", value), eb("server", "like", `%.${value}`)]));
  await ended.execute();
  return toBlock(row);
}

export async function removeBlock(db: Db, siteId: string, blockId: string): Promise<void> {
  const removed = await db.kysely
    .deleteFrom("fediverse_blocks")
    .where("site_id", "=", siteId)
    .where("id", "=", blockId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new AppError("NOT_FOUND", "No such block");
}
