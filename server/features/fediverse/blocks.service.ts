// Actors and whole servers a site refuses: what they send is answered 403 and stored nowhere, their
// follows end when the block is made, and their replies leave the site's post pages (they come back with
// an unblock). A domain block covers the server and its subdomains.
import { randomUUID } from "node:crypto";
import type { Block } from "@common/schemas/fediverse";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/create-db";
import { isoTime, isUniqueViolation, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { repliesChanged } from "./post-replies";
import { loadSiteActor } from "./site-actors";

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
  deps: Pick<AppDeps, "db" | "site">,
  siteId: string,
  input: { kind: "actor" | "domain"; value: string },
): Promise<Block> {
  const { db } = deps;
  const value =
    input.kind === "domain"
      ? input.value.toLowerCase().replace(/^@/, "").replace(/\.$/, "")
      : await actorUrl(db, siteId, input.value);
  if (input.kind === "domain" && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value)) {
    throw new AppError("VALIDATION_FAILED", BLOCK_MESSAGES.badDomain);
  }
  const row = { id: randomUUID(), site_id: siteId, kind: input.kind, value, created_at: nowIso() };
  const actor = await loadSiteActor(db, siteId);
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto("fediverse_blocks").values(row).execute();
      let ended = trx.deleteFrom("fediverse_followers").where("site_id", "=", siteId);
      ended =
        input.kind === "actor"
          ? ended.where("actor_id", "=", value)
          : ended.where((eb) => eb.or([eb("server", "=", value), eb("server", "like", `%.${value}`)]));
      await ended.execute();
      if (actor) await repliesChanged(deps, actor, trx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", BLOCK_MESSAGES.already);
    throw error;
  }
  return toBlock(row);
}

export async function removeBlock(deps: Pick<AppDeps, "db" | "site">, siteId: string, blockId: string): Promise<void> {
  const actor = await loadSiteActor(deps.db, siteId);
  await deps.db.kysely.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("fediverse_blocks")
      .where("site_id", "=", siteId)
      .where("id", "=", blockId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new AppError("NOT_FOUND", "No such block");
    if (actor) await repliesChanged(deps, actor, trx);
  });
}
