import { randomBytes } from "node:crypto";
import type { Site, SiteSeo, SiteVisibilityInput } from "@common/schemas/sites";
import { hashPassword } from "better-auth/crypto";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import { nowIso } from "../../db/values";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { getSite } from "./sites.service";

type Context = { db: Db; env: Env; actor: Actor };

/** Stores the SEO defaults; published pages carry them from the next publish on. */
export async function updateSiteSeo(context: Context, siteId: string, seo: SiteSeo): Promise<Site> {
  const site = await requireSiteAccess(context.db, context.actor, siteId);
  await context.db.kysely
    .updateTable("sites")
    .set({ seo: JSON.stringify(seo), updated_at: nowIso() })
    .where("id", "=", site.id)
    .execute();
  return getSite(context, site.id);
}

/**
 * Public, or password-protected. A new password gets a new access version, so every visitor let in
 * with an earlier password (or before the site went public and back) must enter the new one.
 */
export async function updateSiteVisibility(
  context: Context,
  siteId: string,
  input: SiteVisibilityInput,
): Promise<Site> {
  const site = await requireSiteAccess(context.db, context.actor, siteId);
  let access: { access_hash: string | null; access_version: string | null };
  if (input.visibility === "public") {
    access = { access_hash: null, access_version: null };
  } else if (input.password !== undefined) {
    access = { access_hash: await hashPassword(input.password), access_version: randomBytes(12).toString("base64url") };
  } else if (site.access_hash) {
    access = { access_hash: site.access_hash, access_version: site.access_version };
  } else {
    throw new AppError("VALIDATION_FAILED", "Choose a password to protect the site with");
  }
  await context.db.kysely
    .updateTable("sites")
    .set({ ...access, updated_at: nowIso() })
    .where("id", "=", site.id)
    .execute();
  return getSite(context, site.id);
}
