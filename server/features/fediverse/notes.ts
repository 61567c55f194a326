// The site's own answers to replies, as Notes: public, addressed to the person answered and the site's
// followers, in reply to what they wrote.
import type { Context } from "@fedify/fedify";
import { Note, PUBLIC_COLLECTION } from "@fedify/vocab";
import { dbBool, isoTime } from "../../db/values";
import type { FediverseData } from "./federation";
import { instant } from "./temporal";

type Answer = { id: string; content_html: string; in_reply_to: string | null; created_at: Date | string };

export function noteFor(ctx: Context<FediverseData>, siteId: string, answer: Answer, to: URL | null): Note {
  return new Note({
    id: ctx.getObjectUri(Note, { identifier: siteId, noteId: answer.id }),
    attribution: ctx.getActorUri(siteId),
    to: PUBLIC_COLLECTION,
    ccs: [ctx.getFollowersUri(siteId), ...(to ? [to] : [])],
    content: answer.content_html,
    replyTarget: answer.in_reply_to ? new URL(answer.in_reply_to) : null,
    published: instant(isoTime(answer.created_at)),
  });
}

export async function noteOf(ctx: Context<FediverseData>, siteId: string, noteId: string): Promise<Note | null> {
  const answer = await ctx.data.deps.db.kysely
    .selectFrom("fediverse_interactions")
    .select(["id", "content_html", "in_reply_to", "created_at", "actor_id"])
    .where("site_id", "=", siteId)
    .where("id", "=", noteId)
    .where("by_site", "=", dbBool(ctx.data.deps.db.dialect, true))
    .executeTakeFirst();
  return answer ? noteFor(ctx, siteId, answer, null) : null;
}
