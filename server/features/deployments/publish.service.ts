import { BUILD_MESSAGES, type PublishResult } from "@common/schemas/build";
import type { Actor } from "../../auth/session";
import { requireSiteAccess, type SiteRow } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import { nowIso } from "../../db/values";
import type { Env } from "../../env";
import { siteUrl } from "../../site/address";
import type { SiteWing } from "../../site/site-wing";

type Context = { db: Db; env: Env; site: SiteWing; actor: Actor };

/**
 * POST /site/publish (docs/product.md#publish): builds every page, stores the result as an immutable deployment and
 * makes it live atomically. The site host serves it from the next request on. A publish that fails after
 * the caller was let in is recorded on the site, so no one is told the site is live with what failed.
 */
export async function publishSite(context: Context, siteId: string): Promise<PublishResult> {
  const site = await requireSiteAccess(context.db, context.actor, siteId);
  try {
    return await publishAccessibleSite(context, site);
  } catch (error) {
    await context.db.kysely
      .updateTable("sites")
      .set({ publish_failed_at: nowIso() })
      .where("id", "=", site.id)
      .execute();
    throw error;
  }
}

async function publishAccessibleSite({ env, site: wing, actor }: Context, site: SiteRow): Promise<PublishResult> {
  const deployed = await wing.deploy(site, { kind: "publish", userId: actor.userId });
  const pages = deployed.pageCount;
  return {
    url: siteUrl(env, site.slug),
    message: `${BUILD_MESSAGES.published} (${pages} ${pages === 1 ? "page" : "pages"})`,
    deployment_id: deployed.deploymentId,
    page_count: pages,
  };
}
