import { randomUUID } from "node:crypto";
import type { Site, SiteListItem, UpdateSiteInput } from "@common/schemas/sites";
import type { Kysely } from "kysely";
import type { Actor } from "../../auth/session";
import { requireActiveOrganization, requireSiteAccess, type SiteRow } from "../../auth/site-access";
import type { BlobStore } from "../../blobs/blob-store";
import { removingBlobsOf } from "../../blobs/blob-sweep";
import { deleteCommerceOf } from "../../db/commerce-db";
import type { Db } from "../../db/create-db";
import type { Database } from "../../db/schema";
import { isoTime, isUniqueViolation, nowIso } from "../../db/values";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { siteUrl } from "../../site/address";
import { sitePicturePath } from "../../site/picture-address";
import { parseSeo } from "../../site/seo";
import { organizationLimits } from "../../site/storage-limits";
import type { FilesTarget } from "../../sources/file-writes";
import { refuseSiteOverLimit } from "./site-count-limit";
import { isSlugTaken, RESERVED_SLUGS, redirectOldSlug, uniqueSiteSlug } from "./site-slugs";

export type Context = { db: Db; env: Env; actor: Actor };

function toSite(env: Env, row: SiteRow & { last_change?: Date | string | null }): Site {
  const updated =
    row.last_change && isoTime(row.last_change) > isoTime(row.updated_at) ? row.last_change : row.updated_at;
  return {
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    slug: row.slug,
    url: siteUrl(env, row.slug),
    published_at: isoTime(row.published_at),
    publish_failed_at: isoTime(row.publish_failed_at),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(updated),
    visibility: row.access_hash ? "password" : "public",
    seo: parseSeo(row.seo),
  };
}

/** The picture of a site's published home page, when its live deployment has one. */
function pictureUrl(env: Env, row: SiteRow & { has_home_page: unknown }): string | null {
  if (!row.live_deployment_id || !row.has_home_page) return null;
  return `${env.previewOrigin}${sitePicturePath(env.authSecret, row.id, row.live_deployment_id)}`;
}

/** The active organization's sites, most recently changed first, each with its picture. */
export async function listSites({ db, env, actor }: Context): Promise<SiteListItem[]> {
  const organizationId = await requireActiveOrganization(db, actor);
  const rows = await db.kysely
    .selectFrom("sites")
    .selectAll("sites")
    .select((eb) =>
      eb
        .selectFrom("site_files")
        .select((f) => f.fn.max("site_files.updated_at").as("m"))
        .whereRef("site_files.site_id", "=", "sites.id")
        .as("last_change"),
    )
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("deployment_files")
            .select("deployment_files.path")
            .whereRef("deployment_files.deployment_id", "=", "sites.live_deployment_id")
            .where("deployment_files.path", "=", "index.html"),
        )
        .as("has_home_page"),
    )
    .where("organization_id", "=", organizationId)
    .execute();
  return rows
    .map((row) => ({ ...toSite(env, row), picture_url: pictureUrl(env, row) }))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** What fills a new site inside the transaction that creates it: its files, and anything else it starts with. */
export type SiteFiller = (trx: Kysely<Database>, site: NewSite) => Promise<void>;

/** The site being created: where its rows go, who made it, and the database's dialect. */
export type NewSite = FilesTarget;

/**
 * A new site in the active organization named `name`, filled by `fill` in the same transaction: either all
 * of it exists afterwards or none of it. 402 past its plan's number of sites, 403 past the installation's.
 */
export async function createSiteWith({ db, env, actor }: Context, name: string, fill: SiteFiller): Promise<Site> {
  const organizationId = await requireActiveOrganization(db, actor);
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await insertSite({ db, env }, actor, organizationId, name, fill);
      return getSite({ db, env, actor }, id);
    } catch (error) {
      // Two sites created at once may both have picked the same free slug: pick again.
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

async function insertSite(
  { db, env }: { db: Db; env: Env },
  actor: Actor,
  organizationId: string,
  name: string,
  fill: SiteFiller,
): Promise<string> {
  const limits = await organizationLimits({ db, env }, organizationId);
  const slug = await uniqueSiteSlug(db, name);
  const id = randomUUID();
  const now = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    await refuseSiteOverLimit(trx, db.dialect, organizationId, limits);
    await trx
      .insertInto("sites")
      .values({
        id,
        organization_id: organizationId,
        name,
        slug,
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await fill(trx, { organizationId, siteId: id, userId: actor.userId, dialect: db.dialect });
  });
  return id;
}

export async function getSite({ db, env, actor }: Context, siteId: string): Promise<Site> {
  return toSite(env, await requireSiteAccess(db, actor, siteId));
}

export async function updateSite({ db, env, actor }: Context, siteId: string, input: UpdateSiteInput): Promise<Site> {
  const site = await requireSiteAccess(db, actor, siteId);
  if (input.slug !== undefined && input.slug !== site.slug) {
    if (RESERVED_SLUGS.has(input.slug))
      throw new AppError("VALIDATION_FAILED", `"${input.slug}" is reserved: choose another web address`);
    if (await isSlugTaken(db, input.slug, site.id)) throw new AppError("CONFLICT", "This address is already taken");
  }
  const newSlug = input.slug !== undefined && input.slug !== site.slug ? input.slug : null;
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable("sites")
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(newSlug !== null && { slug: newSlug }),
        updated_at: nowIso(),
      })
      .where("id", "=", site.id)
      .execute();
    if (newSlug !== null) await redirectOldSlug(trx, site.id, site.slug, newSlug);
  });
  return getSite({ db, env, actor }, site.id);
}

/** Deletes a site; its files and versions go with it (foreign keys cascade). */
/** Deletes the site with everything it holds; its media's blobs go too, unless another site has the same bytes. */
export async function deleteSite(
  { db, blobs, actor }: Omit<Context, "env"> & { blobs: BlobStore },
  siteId: string,
): Promise<void> {
  const site = await requireSiteAccess(db, actor, siteId);
  await removingBlobsOf({ db, blobs }, { siteIds: [site.id], organizationIds: [] }, async () => {
    await db.kysely.deleteFrom("sites").where("id", "=", site.id).execute();
    await deleteCommerceOf(db, { siteIds: [site.id], organizationIds: [] });
  });
}
