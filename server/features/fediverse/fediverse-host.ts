// The fediverse on a site's hosts: WebFinger, NodeInfo, the actor, its collections and objects, and the
// inboxes, answered by the federation library for the site the Host header names. The request is handed
// on at the site's canonical address (its primary custom domain, else its own host), so that the actor
// has one id whichever of its hosts is asked. Blocked senders are refused before anything is read further;
// a site whose federation was turned off answers 410 where its actor was.
import { fediverseHostApi } from "@common/api/fediverse-host";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import type { SitePost } from "../../site/host/hosting.routes";
import { type SiteHosting, type SiteOrigin, serveSite, siteRequest, toResponse } from "../../site/host/site-host";
import { NO_SITE, unknownHost } from "../../site/host/site-response";
import { fetchSiteAt } from "../../site/host/site-source";
import { isBlocked } from "./blocked-actors";
import { federationOf } from "./federation";
import { actorOrigin, isReachable, loadSiteActor } from "./site-actors";

const ACTIVITY_PATH = /^\/_fediverse\/([^/]+)\/activities\/([^/]+)$/;
const ACTOR_PATH = /^\/_fediverse\/[^/]+$/;
const JSON_LD = "application/activity+json";
const WEBFINGER_PATH = fediverseHostApi.webfinger.path;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** The sender an activity names (`actor`, a URL or an object with one), before its signature is checked. */
function claimedSender(body: string): URL | null {
  try {
    const actor = (JSON.parse(body) as { actor?: unknown }).actor;
    const id = typeof actor === "string" ? actor : (actor as { id?: unknown } | undefined)?.id;
    return typeof id === "string" && URL.canParse(id) ? new URL(id) : null;
  } catch {
    return null;
  }
}

async function storedActivity(deps: AppDeps, siteId: string, path: string): Promise<Response | null> {
  const match = ACTIVITY_PATH.exec(path);
  if (!match || match[1] !== siteId) return null;
  const row = await deps.db.kysely
    .selectFrom("fediverse_activities")
    .select(["json", "public"])
    .where("site_id", "=", siteId)
    .where("id", "=", match[2] ?? "")
    .executeTakeFirst();
  // What went to one actor alone (an Accept) is theirs, not the public's.
  if (!row?.public) return plain(404, "Not found");
  return new Response(row.json, { headers: { "content-type": JSON_LD } });
}

async function receive(deps: AppDeps, hosting: SiteHosting, origin: SiteOrigin, c: Context): Promise<Response> {
  const site = await fetchSiteAt(deps.db, origin);
  if (!site) return toResponse(origin.kind === "domain" ? unknownHost(c.req.method) : { status: 404, ...NO_SITE });
  const actor = await loadSiteActor(deps.db, site.id);
  const path = new URL(c.req.url).pathname;
  if (!isReachable(actor) || !actor) {
    const wasOn = actor?.disabled_at && path.startsWith("/_fediverse/");
    return wasOn ? plain(410, "This site is no longer on the fediverse") : plain(404, "Not found");
  }
  const canonical = await actorOrigin(deps.db, deps.env, actor);
  const stored = c.req.method === "GET" ? await storedActivity(deps, actor.site_id, path) : null;
  if (stored) return stored;
  let body: string | undefined;
  if (c.req.method === "POST") {
    body = await c.req.text();
    const sender = claimedSender(body);
    if (sender && (await isBlocked(deps.db, actor.site_id, sender))) return plain(403, "Blocked by this site");
  }
  const url = new URL(c.req.url);
  const resource = url.searchParams.get("resource");
  // `acct:handle@{any host of the site}` names the same actor: asked as it lives, on its canonical host.
  if (path === WEBFINGER_PATH && resource?.startsWith("acct:")) {
    const asked = resource.slice(resource.lastIndexOf("@") + 1).toLowerCase();
    if (asked === (c.req.header("host") ?? url.host).toLowerCase()) {
      url.searchParams.set("resource", `${resource.slice(0, resource.lastIndexOf("@"))}@${new URL(canonical).host}`);
    }
  }
  const request = new Request(new URL(`${url.pathname}${url.search}`, canonical), {
    method: c.req.method,
    headers: c.req.raw.headers,
    body,
  });
  return federationOf(deps).fetch(request, {
    contextData: { deps, actor, origin: canonical },
    onNotFound: () => plain(404, "Not found"),
    // A browser at the actor's address sees the site's home page; at a post's, the post's page.
    onNotAcceptable: async () => {
      if (ACTOR_PATH.test(path)) {
        const home = siteRequest(new Request(new URL("/", c.req.url), { headers: { accept: "text/html" } }));
        return toResponse(await serveSite(deps.site.cache, hosting, origin, home));
      }
      return plain(406, `Ask for ${JSON_LD}`);
    },
  });
}

/** Every route of common/api/fediverse-host.ts, received here. */
export const fediverseEndpoints: SitePost<AppDeps>[] = Object.values(fediverseHostApi).map((route) => ({
  route,
  receive,
}));
