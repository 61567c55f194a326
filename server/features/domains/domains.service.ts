import { randomBytes, randomUUID } from "node:crypto";
import { DOMAIN_CHECK_LABEL, DOMAIN_MESSAGES, hostnameProblem, normalizeHostname } from "@common/domains";
import type { AddDomainInput, Domain } from "@common/schemas/domains";
import type { Selectable } from "kysely";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import type { SiteDomainTable } from "../../db/schema";
import { dbBool, isoTime, isUniqueViolation, nowIso } from "../../db/values";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { organizationLimits, refuseOverPlan } from "../../site/storage-limits";
import { lookupTxt } from "./dns-check";

type Context = { db: Db; env: Env; actor: Actor };
type DomainRow = Selectable<SiteDomainTable>;

/** SITE_DOMAIN without its port: the name sites' own hosts end with. */
export function siteDomainName(env: Pick<Env, "siteDomain">): string {
  return env.siteDomain.replace(/:\d+$/, "");
}

/** Where the TXT record of `hostname`'s check sits. */
export function checkRecordName(hostname: string): string {
  return `${DOMAIN_CHECK_LABEL}.${hostname}`;
}

function toDomain(env: Env, slug: string, row: DomainRow): Domain {
  return {
    id: row.id,
    site_id: row.site_id,
    hostname: row.hostname,
    status: row.status,
    is_primary: Boolean(row.is_primary),
    records: [
      { type: "CNAME", name: row.hostname, value: `${slug}.${siteDomainName(env)}` },
      { type: "TXT", name: checkRecordName(row.hostname), value: row.token },
    ],
    message: row.check_message,
    checked_at: isoTime(row.checked_at),
    verified_at: isoTime(row.verified_at),
    created_at: isoTime(row.created_at),
  };
}

/** Why `hostname` is one of ours and cannot be added, or null. */
function ownHostProblem(env: Env, hostname: string): string | null {
  const sites = siteDomainName(env);
  const own = [new URL(env.appOrigin).hostname, new URL(env.previewOrigin).hostname, sites];
  if (own.includes(hostname)) return DOMAIN_MESSAGES.ownHost(hostname);
  if (hostname.endsWith(`.${sites}`)) return DOMAIN_MESSAGES.underSiteDomain(sites);
  return null;
}

async function requireDomain({ kysely: db }: Db, siteId: string, domainId: string): Promise<DomainRow> {
  const row = await db
    .selectFrom("site_domains")
    .selectAll()
    .where("id", "=", domainId)
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", DOMAIN_MESSAGES.notFound);
  return row;
}

/** Whether another site holds `hostname` verified. */
async function verifiedElsewhere({ kysely: db }: Db, hostname: string, siteId: string): Promise<boolean> {
  const row = await db
    .selectFrom("site_domains")
    .select("id")
    .where("hostname", "=", hostname)
    .where("status", "=", "verified")
    .where("site_id", "!=", siteId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The site's custom domains, primary first, then in the order they were added. */
export async function listDomains({ db, env, actor }: Context, siteId: string): Promise<Domain[]> {
  const site = await requireSiteAccess(db, actor, siteId);
  const rows = await db.kysely
    .selectFrom("site_domains")
    .selectAll()
    .where("site_id", "=", site.id)
    .orderBy("created_at")
    .orderBy("hostname")
    .execute();
  const primaryFirst = [...rows.filter((row) => row.is_primary), ...rows.filter((row) => !row.is_primary)];
  return primaryFirst.map((row) => toDomain(env, site.slug, row));
}

/**
 * Adds `input.hostname` to the site, pending until its TXT record is found. Refused: a name of bad form,
 * one of ours, one already on this site, or one another site has verified (while it is pending, several
 * sites may claim a name: the one whose owner controls its DNS verifies it).
 */
export async function addDomain({ db, env, actor }: Context, siteId: string, input: AddDomainInput): Promise<Domain> {
  const site = await requireSiteAccess(db, actor, siteId);
  refuseOverPlan(await organizationLimits({ db, env }, site.organization_id), "customDomains");
  const hostname = normalizeHostname(input.hostname);
  const problem = hostnameProblem(hostname) ?? ownHostProblem(env, hostname);
  if (problem) throw new AppError("VALIDATION_FAILED", problem);
  const claims = await db.kysely
    .selectFrom("site_domains")
    .select(["site_id", "status"])
    .where("hostname", "=", hostname)
    .execute();
  if (claims.some((claim) => claim.site_id === site.id))
    throw new AppError("CONFLICT", DOMAIN_MESSAGES.alreadyOnSite(hostname));
  if (claims.some((claim) => claim.status === "verified"))
    throw new AppError("CONFLICT", DOMAIN_MESSAGES.takenByAnotherSite(hostname));
  const row: DomainRow = {
    id: randomUUID(),
    site_id: site.id,
    organization_id: site.organization_id,
    hostname,
    token: `webcraft-verify-${randomBytes(16).toString("hex")}`,
    status: "pending",
    is_primary: dbBool(db.dialect, false),
    check_message: null,
    checked_at: null,
    verified_at: null,
    created_by: actor.userId,
    created_at: nowIso(),
  };
  try {
    await db.kysely.insertInto("site_domains").values(row).execute();
  } catch (error) {
    // The same name added twice at once.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", DOMAIN_MESSAGES.alreadyOnSite(hostname));
    throw error;
  }
  return toDomain(env, site.slug, row);
}

/** What a TXT lookup found, in the words the domain's message shows. */
async function checkTxt(env: Env, row: DomainRow): Promise<{ verified: boolean; message: string }> {
  const name = checkRecordName(row.hostname);
  const found = await lookupTxt(env.dnsServers, name);
  if (found.kind === "failed") return { verified: false, message: DOMAIN_MESSAGES.lookupFailed(name, found.reason) };
  if (found.kind === "none") return { verified: false, message: DOMAIN_MESSAGES.noRecord(name) };
  if (found.texts.includes(row.token)) return { verified: true, message: DOMAIN_MESSAGES.verified(name) };
  const shown = found.texts
    .slice(0, 3)
    .map((text) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text))
    .join(", ");
  return { verified: false, message: DOMAIN_MESSAGES.wrongValue(name, shown) };
}

/**
 * Looks the domain's TXT record up: verified when it holds the domain's token, else still pending with
 * what was found. A verified domain stays verified (its record may go once it has done its work).
 */
export async function verifyDomain({ db, env, actor }: Context, siteId: string, domainId: string): Promise<Domain> {
  const site = await requireSiteAccess(db, actor, siteId);
  const row = await requireDomain(db, site.id, domainId);
  if (row.status === "verified") return toDomain(env, site.slug, row);
  if (await verifiedElsewhere(db, row.hostname, site.id))
    throw new AppError("CONFLICT", DOMAIN_MESSAGES.takenByAnotherSite(row.hostname));
  const { verified, message } = await checkTxt(env, row);
  const now = nowIso();
  const update = verified
    ? { status: "verified" as const, check_message: message, checked_at: now, verified_at: now }
    : { check_message: message, checked_at: now };
  try {
    await db.kysely.updateTable("site_domains").set(update).where("id", "=", row.id).execute();
  } catch (error) {
    // Another site's claim of the same name was verified meanwhile.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", DOMAIN_MESSAGES.takenByAnotherSite(row.hostname));
    throw error;
  }
  return toDomain(env, site.slug, { ...row, ...update });
}

/** Makes a verified domain the site's primary address; the one that was primary no longer is. */
export async function makePrimary({ db, env, actor }: Context, siteId: string, domainId: string): Promise<Domain> {
  const site = await requireSiteAccess(db, actor, siteId);
  const row = await requireDomain(db, site.id, domainId);
  if (row.status !== "verified") throw new AppError("CONFLICT", DOMAIN_MESSAGES.primaryNeedsVerified(row.hostname));
  if (!row.is_primary) {
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable("site_domains")
        .set({ is_primary: dbBool(db.dialect, false) })
        .where("site_id", "=", site.id)
        .where("id", "!=", row.id)
        .execute();
      await trx
        .updateTable("site_domains")
        .set({ is_primary: dbBool(db.dialect, true) })
        .where("id", "=", row.id)
        .execute();
    });
  }
  return toDomain(env, site.slug, { ...row, is_primary: true });
}

/** Removes a domain from the site (a primary one too: the site's own address serves again). */
export async function removeDomain({ db, actor }: Omit<Context, "env">, siteId: string, domainId: string) {
  const site = await requireSiteAccess(db, actor, siteId);
  const row = await requireDomain(db, site.id, domainId);
  await db.kysely.deleteFrom("site_domains").where("id", "=", row.id).execute();
}

/**
 * Whether this server serves `domain`: a verified custom domain, or `{slug}.{SITE_DOMAIN}` of an existing
 * site. A TLS proxy asks before it gets a certificate for a name (docs/caddy.md).
 */
export async function isServedHost({ kysely: db }: Db, env: Env, domain: string): Promise<boolean> {
  const hostname = normalizeHostname(domain);
  if (hostnameProblem(hostname)) return false;
  const suffix = `.${siteDomainName(env)}`;
  if (hostname.endsWith(suffix)) {
    const slug = hostname.slice(0, -suffix.length);
    if (!/^[a-z0-9-]+$/.test(slug)) return false;
    return (await db.selectFrom("sites").select("id").where("slug", "=", slug).executeTakeFirst()) !== undefined;
  }
  const verified = await db
    .selectFrom("site_domains")
    .select("id")
    .where("hostname", "=", hostname)
    .where("status", "=", "verified")
    .executeTakeFirst();
  return verified !== undefined;
}
