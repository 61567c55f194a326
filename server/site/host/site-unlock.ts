// The password page's form: POST /.webcraft/unlock on a protected site's host checks the password and,
// when it is right, sets the access cookie and returns the visitor to the page they asked for.
import { verifyPassword } from "better-auth/crypto";
import type { Context } from "hono";
import type { BlobStore } from "../../blobs/blob-store";
import type { Db } from "../../db/create-db";
import { isoTime, nowIso } from "../../db/values";
import type { Env } from "../../env";
import { clientIp } from "../../http/client-ip";
import { accessCookie, passwordPage, safeNext } from "./site-access";
import { fetchSiteBrand } from "./site-brand";
import type { SiteHosting, SiteOrigin } from "./site-host";
import { toResponse } from "./site-host";
import { NO_SITE } from "./site-response";
import { fetchSiteAt } from "./site-source";

/** Wrong passwords allowed from one address per site within UNLOCK_WINDOW_MS. */
export const UNLOCK_MAX_TRIES = 10;
export const UNLOCK_WINDOW_MS = 15 * 60_000;
/** The form holds a path and a password: anything longer is not ours. */
const MAX_FORM_BYTES = 8 * 1024;
const OWN_IP_HEADER = "x-webcraft-client-ip";

async function readForm(request: Request): Promise<URLSearchParams | null> {
  const length = Number(request.headers.get("content-length"));
  if (!Number.isInteger(length) || length > MAX_FORM_BYTES) return null;
  if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) return null;
  return new URLSearchParams(await request.text());
}

type UnlockDeps = { db: Db; env: Env; blobs: BlobStore };

export async function unlockSite(deps: UnlockDeps, hosting: SiteHosting, origin: SiteOrigin, c: Context) {
  const { db, env } = deps;
  const site = await fetchSiteAt(db, origin);
  if (!site) return toResponse({ status: 404, ...NO_SITE });
  const form = await readForm(c.req.raw);
  const next = safeNext(form?.get("next"));
  if (!site.access_hash || !site.access_version) return c.redirect(next, 303);
  // The page asked again is the same page, the site's name, logo and colour on it.
  const again = async (error: string, status?: 429) =>
    passwordPage({ next, error, status, brand: await fetchSiteBrand(db, deps.blobs, site) });
  if (!form) return toResponse(await again("Enter the password in the form."));

  const ip = clientIp(c, { trust: env.trustProxy, hops: env.trustProxyHops }, OWN_IP_HEADER);
  const attempts = unlockAttempts(deps, `${site.id}:${ip}`, site.id);
  const waitMinutes = await attempts.blockedFor();
  if (waitMinutes > 0) {
    const error = `Too many wrong passwords. Try again in ${waitMinutes} ${waitMinutes === 1 ? "minute" : "minutes"}.`;
    return toResponse(await again(error, 429), { "retry-after": String(waitMinutes * 60) });
  }
  const password = form.get("password") ?? "";
  if (!password || !(await verifyPassword({ hash: site.access_hash, password }))) {
    await attempts.failed();
    return toResponse(await again("That password is not right. Try again."));
  }
  await attempts.clear();
  const secure = new URL(env.appOrigin).protocol === "https:";
  const cookie = accessCookie(hosting.accessKey, { siteId: site.id, accessVersion: site.access_version }, secure);
  return new Response(null, {
    status: 303,
    headers: { location: next, "set-cookie": cookie, "cache-control": "no-store" },
  });
}

/** Wrong passwords from one address on one site, in fixed windows kept in the database. */
function unlockAttempts({ db }: { db: Db }, key: string, siteId: string) {
  const current = () =>
    db.kysely
      .selectFrom("site_unlock_attempts")
      .select(["count", "window_started_at"])
      .where("key", "=", key)
      .executeTakeFirst();
  const windowLeft = (started: Date | string) => Date.parse(isoTime(started)) + UNLOCK_WINDOW_MS - Date.now();
  return {
    /** Whole minutes until the next try is allowed; 0 when it is allowed now. */
    async blockedFor(): Promise<number> {
      const row = await current();
      if (!row || row.count < UNLOCK_MAX_TRIES) return 0;
      const left = windowLeft(row.window_started_at);
      return left > 0 ? Math.ceil(left / 60_000) : 0;
    },
    async failed(): Promise<void> {
      const row = await current();
      if (row && windowLeft(row.window_started_at) > 0) {
        await db.kysely
          .updateTable("site_unlock_attempts")
          .set({ count: row.count + 1 })
          .where("key", "=", key)
          .execute();
        return;
      }
      await db.kysely
        .insertInto("site_unlock_attempts")
        .values({ key, site_id: siteId, count: 1, window_started_at: nowIso() })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ count: 1, window_started_at: nowIso() }))
        .execute();
    },
    async clear(): Promise<void> {
      await db.kysely.deleteFrom("site_unlock_attempts").where("key", "=", key).execute();
    },
  };
}
