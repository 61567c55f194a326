// Replies from the fediverse shown under published posts, when the site's setting says so: each post's
// replies (and the site's answers), oldest first, as a section laid under the post's body at build time.
// The site rebuilds its post pages when a reply arrives, changes or goes.
import { escapeAttribute, escapeText } from "entities";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/create-db";
import type { Database } from "../../db/schema";
import { isoTime } from "../../db/values";
import { blockedBy } from "./blocked-actors";

/**
 * Tells the site to build its post pages again when it shows replies, in `transaction`, the one that
 * changed them: the change and the notice are kept together or not at all.
 */
export async function repliesChanged(
  deps: Pick<AppDeps, "site">,
  actor: { site_id: string; show_replies: unknown },
  transaction: Kysely<Database>,
) {
  if (actor.show_replies) await deps.site.contentChanged(actor.site_id, transaction);
}

type Reply = {
  actor_id: string;
  actor_handle: string;
  actor_name: string;
  content_html: string;
  created_at: Date | string;
};

/** An actor's link, only to a web address. */
const link = (url: string) => (/^https?:\/\//.test(url) ? url : "#");

function section(postId: string, replies: Reply[]): string {
  const heading = `fediverse-replies-${postId}`;
  const items = replies.map((reply) => {
    const when = isoTime(reply.created_at);
    const who = escapeText(reply.actor_name || reply.actor_handle);
    return `<li><p><a href="${escapeAttribute(link(reply.actor_id))}" rel="nofollow noopener">${who}</a> <span>${escapeText(reply.actor_handle)}</span> · <time datetime="${when}">${when.slice(0, 10)}</time></p>${reply.content_html}</li>`;
  });
  return `<section class="fediverse-replies" aria-labelledby="${heading}"><h2 id="${heading}">Replies from the fediverse</h2><ol>${items.join("")}</ol></section>`;
}

/** The replies section of each post that has replies, by post id; none when the site does not show them. */
export async function fediverseReplies(db: Db, siteId: string): Promise<Map<string, string>> {
  const settings = await db.kysely
    .selectFrom("site_federation")
    .select(["enabled", "show_replies"])
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  if (!settings?.enabled || !settings.show_replies) return new Map();
  const rows = await db.kysely
    .selectFrom("fediverse_interactions")
    .select(["post_id", "actor_id", "actor_handle", "actor_name", "content_html", "created_at"])
    .select(["object_id", "in_reply_to"])
    .where("site_id", "=", siteId)
    .where("kind", "=", "reply")
    .where("post_id", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  // A blocked person's replies are not shown, nor the site's answers to them.
  const blocked = await blockedBy(db, siteId);
  const hidden = new Set(rows.flatMap((row) => (blocked(row.actor_id) && row.object_id ? [row.object_id] : [])));
  const byPost = new Map<string, Reply[]>();
  for (const row of rows) {
    const answersHidden = row.in_reply_to !== null && hidden.has(row.in_reply_to);
    if (row.post_id === null || blocked(row.actor_id) || answersHidden) continue;
    byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), row]);
  }
  return new Map([...byPost].map(([postId, replies]) => [postId, section(postId, replies)]));
}
