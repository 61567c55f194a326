// Who a site has blocked, read once for many actors: by the actor's URL, or by its server (a domain block
// covers the server and its subdomains). The inbox refuses them; the post pages leave out their replies.
import type { Db } from "../../db/create-db";

/** The host names a domain block on any of them covers: `a.b.example.com` → itself, `b.example.com`, `example.com`. */
function hostAndParents(host: string): string[] {
  const labels = host.toLowerCase().split(".");
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

/** Whether one sender is blocked by the site, as its inbox asks: the same rule as the pages'. */
export async function isBlocked(db: Db, siteId: string, sender: URL): Promise<boolean> {
  return (await blockedBy(db, siteId))(sender.href);
}

/** Whether an actor (by its URL) is blocked by the site, by name or by its server: one read for many. */
export async function blockedBy(db: Db, siteId: string): Promise<(actorUrl: string) => boolean> {
  const rows = await db.kysely
    .selectFrom("fediverse_blocks")
    .select(["kind", "value"])
    .where("site_id", "=", siteId)
    .execute();
  const actors = new Set(rows.filter((row) => row.kind === "actor").map((row) => row.value));
  const domains = new Set(rows.filter((row) => row.kind === "domain").map((row) => row.value));
  return (actorUrl) => {
    if (actors.has(actorUrl)) return true;
    const host = URL.parse(actorUrl)?.hostname;
    return host !== undefined && hostAndParents(host).some((name) => domains.has(name));
  };
}
