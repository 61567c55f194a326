// What other servers send the site, once the library has checked the HTTP Signature: follows (accepted at
// once, or kept for an admin's approval), their undoing, likes and boosts of its posts, replies to them
// (sanitised), their changes and deletions, and an actor's own deletion. Blocked senders never get here
// (the site host refuses them first). Anything else, or about someone else's objects, is ignored.
import { randomUUID } from "node:crypto";
import type { InboxContext } from "@fedify/fedify";
import {
  Accept,
  Announce,
  type Object as APObject,
  Article,
  Create,
  Delete,
  Follow,
  Like,
  Note,
  Undo,
  Update,
} from "@fedify/vocab";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { nowIso } from "../../db/values";
import { sanitizeRichText } from "../../html/rich-text";
import { activityUri, sendActivity } from "./delivery";
import type { FediverseData, SiteFederation } from "./federation";
import { repliesChanged } from "./post-replies";

type Ctx = InboxContext<FediverseData>;

/** `@name@server` of an actor. */
const handleOf = (actor: { preferredUsername?: unknown; id: URL | null }) =>
  `@${String(actor.preferredUsername ?? "someone")}@${actor.id?.host ?? ""}`;

const textOf = (value: unknown) => (value == null ? "" : String(value));

export function listenToInbox(federation: SiteFederation): void {
  federation
    .setInboxListeners("/_fediverse/{identifier}/inbox", "/_fediverse/inbox")
    .on(Follow, onFollow)
    .on(Undo, onUndo)
    .on(Like, (ctx, like) => onReaction(ctx, like, "like"))
    .on(Announce, (ctx, announce) => onReaction(ctx, announce, "boost"))
    .on(Create, onCreate)
    .on(Update, onUpdate)
    .on(Delete, onDelete)
    .onError((ctx, error) => {
      console.warn(`fediverse: an activity for site ${ctx.data.actor.site_id} failed: ${String(error)}`);
    });
}

async function onFollow(ctx: Ctx, follow: Follow) {
  const { deps, actor } = ctx.data;
  if (follow.id === null || follow.objectId?.href !== ctx.getActorUri(actor.site_id).href) return;
  const follower = await follow.getActor(ctx);
  if (!follower?.id || !follower.inboxId) return;
  const status = actor.approve_follows ? "pending" : "accepted";
  const row = {
    handle: handleOf(follower),
    name: textOf(follower.name),
    server: follower.id.hostname,
    inbox: follower.inboxId.href,
    shared_inbox: follower.endpoints?.sharedInbox?.href ?? null,
    follow_id: follow.id.href,
    unreachable_since: null,
  };
  const kept = await deps.db.kysely
    .insertInto("fediverse_followers")
    .values({
      id: randomUUID(),
      site_id: actor.site_id,
      actor_id: follower.id.href,
      status,
      created_at: nowIso(),
      ...row,
    })
    .onConflict((conflict) => conflict.columns(["site_id", "actor_id"]).doUpdateSet(row))
    .returning("status")
    .executeTakeFirstOrThrow();
  if (kept.status === "accepted") {
    const accept = new Accept({
      id: activityUri(ctx.data.origin, actor.site_id),
      actor: ctx.getActorUri(actor.site_id),
      object: follow,
    });
    await sendActivity(deps, actor, accept, [follower.inboxId.href], { public: false });
  }
}

async function onUndo(ctx: Ctx, undo: Undo) {
  const { deps, actor } = ctx.data;
  if (!undo.actorId) return;
  const object = await undo.getObject(ctx);
  const db = deps.db.kysely;
  if (object instanceof Follow) {
    await db
      .deleteFrom("fediverse_followers")
      .where("site_id", "=", actor.site_id)
      .where("actor_id", "=", undo.actorId.href)
      .execute();
  } else if (undo.objectId) {
    const [actorId, activityId] = [undo.actorId.href, undo.objectId.href];
    await changeInteractions(ctx.data, (trx) =>
      trx
        .deleteFrom("fediverse_interactions")
        .where("site_id", "=", actor.site_id)
        .where("actor_id", "=", actorId)
        .where("activity_id", "=", activityId)
        .returning(["kind", "post_id"])
        .execute(),
    );
  }
}

/**
 * Changes the site's interactions in one transaction, `write` answering the rows it touched: when one of
 * them is a reply under a post, the post pages (which show replies) are told in the same transaction.
 */
async function changeInteractions(
  { deps, actor }: Ctx["data"],
  write: (trx: Kysely<Database>) => Promise<{ kind: string; post_id: string | null }[]>,
) {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const touched = await write(trx);
    if (touched.some((row) => row.kind === "reply" && row.post_id !== null)) await repliesChanged(deps, actor, trx);
  });
}

/** The post (by id) a URI of ours names: an Article, or one of the site's own Notes answering under a post. */
async function postNamed(ctx: Ctx, uri: URL | null): Promise<string | null | undefined> {
  if (!uri) return undefined;
  const parsed = ctx.parseUri(uri);
  if (parsed?.type !== "object" || parsed.values.identifier !== ctx.data.actor.site_id) return undefined;
  if (parsed.class === Article) return parsed.values.postId;
  if (parsed.class === Note) {
    const note = await ctx.data.deps.db.kysely
      .selectFrom("fediverse_interactions")
      .select("post_id")
      .where("site_id", "=", ctx.data.actor.site_id)
      .where("id", "=", parsed.values.noteId ?? "")
      .executeTakeFirst();
    return note ? note.post_id : undefined;
  }
  return undefined;
}

async function onReaction(ctx: Ctx, activity: Like | Announce, kind: "like" | "boost") {
  const postId = await postNamed(ctx, activity.objectId);
  if (postId === undefined || !activity.id || !activity.actorId) return;
  const sender = await activity.getActor(ctx);
  await record(ctx, { kind, post_id: postId, activity_id: activity.id.href, actor: sender, actorId: activity.actorId });
}

async function record(
  ctx: Ctx,
  what: {
    kind: "reply" | "like" | "boost";
    post_id: string | null;
    activity_id: string;
    actorId: URL;
    actor: APObject | null;
  } & {
    object_id?: string;
    in_reply_to?: string;
    content_html?: string;
  },
) {
  const { actor } = ctx.data;
  const now = nowIso();
  const sender = what.actor as { preferredUsername?: unknown; name?: unknown; id: URL | null } | null;
  await changeInteractions(ctx.data, (trx) =>
    trx
      .insertInto("fediverse_interactions")
      .values({
        id: randomUUID(),
        site_id: actor.site_id,
        post_id: what.post_id,
        kind: what.kind,
        activity_id: what.activity_id,
        object_id: what.object_id ?? null,
        in_reply_to: what.in_reply_to ?? null,
        actor_id: what.actorId.href,
        // Read off the object itself: a spread would lose the library's getters.
        actor_handle: handleOf({ preferredUsername: sender?.preferredUsername, id: what.actorId }),
        actor_name: textOf(sender?.name),
        content_html: what.content_html ?? "",
        created_at: now,
        updated_at: now,
      })
      // Delivered twice: kept once, and nothing changed the second time.
      .onConflict((conflict) => conflict.columns(["site_id", "activity_id"]).doNothing())
      .returning(["kind", "post_id"])
      .execute(),
  );
}

async function onCreate(ctx: Ctx, create: Create) {
  const note = await create.getObject(ctx);
  if (!(note instanceof Note) || !note.id || !create.id || !create.actorId) return;
  if (note.attributionId && note.attributionId.href !== create.actorId.href) return;
  const postId = await postNamed(ctx, note.replyTargetId);
  if (postId === undefined) return;
  await record(ctx, {
    kind: "reply",
    post_id: postId,
    activity_id: create.id.href,
    actorId: create.actorId,
    actor: await create.getActor(ctx),
    object_id: note.id.href,
    in_reply_to: note.replyTargetId?.href,
    content_html: sanitizeRichText(textOf(note.content)),
  });
}

async function onUpdate(ctx: Ctx, update: Update) {
  const note = await update.getObject(ctx);
  if (!(note instanceof Note) || !note.id || !update.actorId) return;
  const { actor } = ctx.data;
  const [objectId, actorId] = [note.id.href, update.actorId.href];
  const content = sanitizeRichText(textOf(note.content));
  await changeInteractions(ctx.data, (trx) =>
    trx
      .updateTable("fediverse_interactions")
      .set({ content_html: content, updated_at: nowIso() })
      .where("site_id", "=", actor.site_id)
      .where("object_id", "=", objectId)
      .where("actor_id", "=", actorId)
      .returning(["kind", "post_id"])
      .execute(),
  );
}

async function onDelete(ctx: Ctx, deletion: Delete) {
  const { actor } = ctx.data;
  if (!deletion.actorId || !deletion.objectId) return;
  const by = deletion.actorId.href;
  const objectId = deletion.objectId.href;
  await changeInteractions(ctx.data, async (trx) => {
    const theirs = trx
      .deleteFrom("fediverse_interactions")
      .where("site_id", "=", actor.site_id)
      .where("actor_id", "=", by)
      .returning(["kind", "post_id"]);
    if (objectId !== by) return theirs.where("object_id", "=", objectId).execute();
    // The actor itself is gone: its follow and everything it left, its replies among them.
    await trx
      .deleteFrom("fediverse_followers")
      .where("site_id", "=", actor.site_id)
      .where("actor_id", "=", by)
      .execute();
    return theirs.execute();
  });
}
