import type { Deployment, DeploymentList, RollbackResult } from "@common/schemas/deployments";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import { isoTime } from "../../db/values";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { siteUrl } from "../../site/address";
import { makeLive } from "../../site/deployment-store";

type Context = { db: Db; actor: Actor };

function deploymentsOf({ kysely: db }: Db, siteId: string, organizationId: string) {
  return db
    .selectFrom("deployments as d")
    .leftJoin("user as u", "u.id", "d.created_by")
    .select(["d.id", "d.created_at", "d.created_by", "u.name", "d.page_count", "d.file_count", "d.total_bytes"])
    .where("d.site_id", "=", siteId)
    .where("d.organization_id", "=", organizationId);
}

type DeploymentRow = Awaited<ReturnType<ReturnType<typeof deploymentsOf>["execute"]>>[number];

function toDeployment(row: DeploymentRow, liveId: string | null): Deployment {
  return {
    id: row.id,
    created_at: isoTime(row.created_at),
    created_by: row.created_by && row.name !== null ? { id: row.created_by, name: row.name } : null,
    page_count: Number(row.page_count),
    file_count: Number(row.file_count),
    total_bytes: Number(row.total_bytes),
    is_live: row.id === liveId,
  };
}

/** A site's deployments, newest first, with the live one marked. */
export async function listDeployments({ db, actor }: Context, siteId: string): Promise<DeploymentList> {
  const site = await requireSiteAccess(db, actor, siteId);
  const rows = await deploymentsOf(db, site.id, site.organization_id).orderBy("d.created_at", "desc").execute();
  return {
    live_deployment_id: site.live_deployment_id,
    deployments: rows.map((row) => toDeployment(row, site.live_deployment_id)),
  };
}

/** Makes an earlier deployment live again: no rebuild, the stored files are served at once. */
export async function rollbackDeployment(
  { db, env, actor }: Context & { env: Env },
  siteId: string,
  deploymentId: string,
): Promise<RollbackResult> {
  const site = await requireSiteAccess(db, actor, siteId);
  const row = await deploymentsOf(db, site.id, site.organization_id)
    .where("d.id", "=", deploymentId)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", "Deployment not found");
  await db.kysely.transaction().execute((trx) => makeLive(trx, site.id, row.id));
  const deployment = toDeployment(row, row.id);
  return {
    url: siteUrl(env, site.slug),
    message: `Rolled back: the deployment of ${deployment.created_at} is live again`,
    deployment,
  };
}
