// The site answering a reply: a public Note in reply to what the person wrote, sent to them and to the
// site's followers, and kept with the post's interactions.
import { randomUUID } from "node:crypto";
import type { Interaction } from "@common/schemas/fediverse";
import { Create } from "@fedify/vocab";
import type { AppDeps } from "../../app-deps";
import { dbBool, isoTime, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { activityUri, followerInboxes, sendActivity } from "./delivery";
import { actorContext } from "./federation";
import { noteFor } from "./notes";
import { plainTextHtml } from "./plain-text";
import { repliesChanged } from "./post-replies";
import { isOn, isReachable, loadSiteActor } from "./site-actors";

export const REPLY_MESSAGES = {
  noSuchReply: "No such reply",
  notOn: "Turn the site's fediverse presence on before answering",
  onlyReplies: "Only a reply can be answered",
  protectedSite: "This site is password-protected: make it public before answering on the fediverse",
};

export async function replyAsSite(
  deps: AppDeps,
  siteId: string,
  interactionId: string,
  content: string,
): Promise<Interaction> {
  const db = deps.db.kysely;
  const to = await db
    .selectFrom("fediverse_interactions")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("id", "=", interactionId)
    .executeTakeFirst();
  if (!to) throw new AppError("NOT_FOUND", REPLY_MESSAGES.noSuchReply);
  if (to.kind !== "reply" || !to.object_id) throw new AppError("CONFLICT", REPLY_MESSAGES.onlyReplies);
  const actor = await loadSiteActor(deps.db, siteId);
  if (!actor || !isOn(actor)) throw new AppError("CONFLICT", REPLY_MESSAGES.notOn);
  if (!isReachable(actor)) throw new AppError("CONFLICT", REPLY_MESSAGES.protectedSite);
  const { origin, context } = await actorContext(deps, actor);
  const now = nowIso();
  const answer = { id: randomUUID(), content_html: plainTextHtml(content), in_reply_to: to.object_id, created_at: now };
  const note = noteFor(context, siteId, answer, new URL(to.actor_id));
  const create = new Create({
    id: activityUri(origin, siteId),
    actor: context.getActorUri(siteId),
    object: note,
    tos: note.toIds,
    ccs: note.ccIds,
  });
  const row = {
    ...answer,
    site_id: siteId,
    post_id: to.post_id,
    kind: "reply" as const,
    activity_id: create.id?.href ?? answer.id,
    object_id: note.id?.href ?? null,
    actor_id: context.getActorUri(siteId).href,
    actor_handle: `@${actor.handle}@${new URL(origin).host}`,
    actor_name: actor.display_name || actor.site_name,
    by_site: dbBool(deps.db.dialect, true),
    updated_at: now,
  };
  // Shown under the post with the reply it answers, where the site shows replies.
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("fediverse_interactions").values(row).execute();
    await repliesChanged(deps, actor, trx);
  });
  // The person answered, through their own inbox (which the reply's actor names), and the followers.
  const person = await context.lookupObject(to.actor_id).catch(() => null);
  const theirs = person && "inboxId" in person && person.inboxId instanceof URL ? [person.inboxId.href] : [];
  await sendActivity(deps, actor, create, [...theirs, ...(await followerInboxes(deps, siteId))], {
    public: true,
    postId: to.post_id,
  });
  return {
    id: row.id,
    kind: "reply",
    post_id: row.post_id,
    post_title: null,
    actor_id: row.actor_id,
    actor_handle: row.actor_handle,
    actor_name: row.actor_name,
    content_html: row.content_html,
    in_reply_to: row.in_reply_to,
    object_id: row.object_id,
    by_site: true,
    created_at: isoTime(now),
  };
}
