// Replies shown under published posts: a site that shows them rebuilds its post pages when one arrives,
// changes or goes.
import type { AppDeps } from "../../app-deps";

export async function postChanged(deps: AppDeps, actor: { site_id: string; show_replies: unknown }, _postId: string) {
  if (actor.show_replies) await deps.site.contentChanged(actor.site_id);
}
