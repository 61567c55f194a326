import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SiteBuildResult } from "../builder/builder";
import { formFieldLabels } from "../builder/form-fields";
import { lockUntilCommit } from "../db/locks";
import type { Database } from "../db/schema";
import { nowIso } from "../db/values";
import { type BytesHome, type StoredBytes, storedBytes } from "./deployment-bytes";
import { contentHash, fileVariants } from "./file-variants";
import { datedPages } from "./page-dates";
import type { SiteSource } from "./site-sources";
import {
  type LimitsDeps,
  newestDeployments,
  organizationLimits,
  refuseOverOrganizationLimit,
  refuseOversizedDeployment,
} from "./storage-limits";

/** Files compressed (and, with a bucket, uploaded) at once while a deployment is stored. */
const PREPARED_AT_ONCE = 8;

/** Rows per INSERT, well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 100;

type Target = {
  siteId: string;
  organizationId: string;
  userId: string | null;
  liveDeploymentId: string | null;
  /** Only while this deployment is still live (a content rebuild of it); otherwise nothing is stored. */
  onlyIfLive?: string;
};

/** A content rebuild whose deployment stopped being live while it ran (a publish or rollback came first). */
export class LiveDeploymentChanged extends Error {}

/**
 * Stores a built site as a new immutable deployment and makes it live, all in one transaction:
 * the site host either serves the old deployment or the new one, never a mix. Within the
 * organization's storage limits: the deployment's size and the organization's total are checked
 * first, and the site's deployments past the kept number go with their files once the new one is live.
 */
/** What storing a deployment needs: the limits it is checked against and where its files' bytes go. */
export type StoreDeps = LimitsDeps & { bytesHome: BytesHome };

export async function storeDeployment(deps: StoreDeps, target: Target, built: SiteBuildResult, sources: SiteSource[]) {
  const { db, bytesHome } = deps;
  const limits = await organizationLimits(deps, target.organizationId);
  const publish = { organizationId: target.organizationId, siteId: target.siteId, bytes: built.totalBytes };
  refuseOversizedDeployment(built.totalBytes, limits);
  // Checked again under the lock below; this early look spares compressing a publish that cannot fit.
  await refuseOverOrganizationLimit(db.kysely, publish, limits);
  const hashes = built.assets.map((asset) => contentHash(asset.content));
  const previous = await reusableBytes(db.kysely, target.liveDeploymentId, hashes, bytesHome !== null);
  const prepare = async (asset: SiteBuildResult["assets"][number], i: number) => {
    const etag = hashes[i] ?? contentHash(asset.content);
    const known = previous.get(etag);
    if (known) return { ...asset, etag, stored: { ...known, content: bytesHome ? null : asset.content } };
    const variants = await fileVariants(asset.content, asset.contentType);
    return { ...asset, etag, stored: await storedBytes(bytesHome, { ...variants, content: asset.content }) };
  };
  const files: Awaited<ReturnType<typeof prepare>>[] = [];
  // A few files at a time: compressing more at once only queues on the cores, and a bucket met with
  // hundreds of uploads at once drops connections.
  for (let i = 0; i < built.assets.length; i += PREPARED_AT_ONCE) {
    const batch = built.assets.slice(i, i + PREPARED_AT_ONCE);
    files.push(...(await Promise.all(batch.map((asset, j) => prepare(asset, i + j)))));
  }
  const id = randomUUID();
  const now = nowIso();
  const etags = new Map(files.map((file) => [file.path, file.etag]));
  const pages = await datedPages(db.kysely, target.liveDeploymentId, built.pages, etags, now);
  // The inbox shows each form's fields by the words of the live deployment's pages.
  const html = built.assets.filter((asset) => asset.contentType.startsWith("text/html"));
  const formFields = formFieldLabels(html.map((asset) => asset.content.toString("utf8")));
  await db.kysely.transaction().execute(async (trx) => {
    // Two publishes of one organization at once must not both fit in the room left for one.
    await lockUntilCommit(trx, db.dialect, `published-bytes:${target.organizationId}`);
    await refuseOverOrganizationLimit(trx, publish, limits);
    await trx
      .insertInto("deployments")
      .values({
        id,
        site_id: target.siteId,
        organization_id: target.organizationId,
        created_by: target.userId,
        created_at: now,
        page_count: built.pages.length,
        file_count: files.length,
        total_bytes: built.totalBytes,
        pages: JSON.stringify(pages),
        form_fields: JSON.stringify(formFields),
      })
      .execute();
    for (let i = 0; i < files.length; i += CHUNK) {
      const rows = files.slice(i, i + CHUNK).map((file) => ({
        deployment_id: id,
        path: file.path,
        content_type: file.contentType,
        etag: file.etag,
        size: file.content.length,
        ...file.stored,
      }));
      await trx.insertInto("deployment_files").values(rows).execute();
    }
    for (let i = 0; i < sources.length; i += CHUNK) {
      const rows = sources.slice(i, i + CHUNK).map((source) => ({
        deployment_id: id,
        full_path: source.path,
        version_id: source.versionId,
        content_hash: contentHash(source.content),
      }));
      await trx.insertInto("deployment_sources").values(rows).execute();
    }
    if (target.onlyIfLive !== undefined) {
      const switched = await trx
        .updateTable("sites")
        .set({ live_deployment_id: id })
        .where("id", "=", target.siteId)
        .where("live_deployment_id", "=", target.onlyIfLive)
        .executeTakeFirst();
      if (Number(switched.numUpdatedRows) !== 1) throw new LiveDeploymentChanged("The live deployment changed");
    } else {
      await makeLive(trx, target.siteId, id, now);
    }
    await pruneDeployments(trx, target.siteId, id, limits.deploymentsKeptPerSite);
  });
  return { id, createdAt: now };
}

/**
 * A new deployment made from the live one `liveId` without a publish (a content rebuild, marks laid
 * again): stored only while `liveId` is still live; null when a publish or rollback came first.
 */
export async function replaceLive(
  deps: StoreDeps,
  site: { id: string; organization_id: string },
  liveId: string,
  built: SiteBuildResult,
  sources: SiteSource[],
) {
  const target = { siteId: site.id, organizationId: site.organization_id, userId: null, liveDeploymentId: liveId };
  try {
    return await storeDeployment(deps, { ...target, onlyIfLive: liveId }, built, sources);
  } catch (error) {
    if (error instanceof LiveDeploymentChanged) return null;
    throw error;
  }
}

/**
 * Points the site at a deployment; one statement, so publish and rollback switch atomically. What is live
 * now did publish: an earlier failure is no longer the last word.
 */
export async function makeLive(trx: Kysely<Database>, siteId: string, deploymentId: string, now = nowIso()) {
  await trx
    .updateTable("sites")
    .set({ live_deployment_id: deploymentId, published_at: now, publish_failed_at: null })
    .where("id", "=", siteId)
    .execute();
}

/**
 * The live deployment's stored forms of files by ETag, where the bytes live alike: an unchanged asset is
 * neither compressed again nor put in the blob store again. A row's content is the asset's own (the ETag
 * is its hash), so only its compressed forms or its keys are read.
 */
async function reusableBytes(db: Kysely<Database>, deploymentId: string | null, etags: string[], inBlobs: boolean) {
  const known = new Map<string, Omit<StoredBytes, "content">>();
  if (!deploymentId || etags.length === 0) return known;
  const rows = await db
    .selectFrom("deployment_files")
    .select(["etag", "gzip", "br", "content_key", "gzip_key", "br_key"])
    .where("deployment_id", "=", deploymentId)
    .where("etag", "in", [...new Set(etags)].slice(0, 5000))
    .where("content_key", inBlobs ? "is not" : "is", null)
    .execute();
  for (const { etag, ...stored } of rows) known.set(etag, stored);
  return known;
}

/** Removes the site's deployments past the newest `kept` (the live one always stays); their files cascade. */
async function pruneDeployments(trx: Kysely<Database>, siteId: string, liveId: string, kept: number) {
  const stale = await newestDeployments(trx, siteId)
    .select("id")
    .where("id", "!=", liveId)
    .offset(kept - 1)
    .limit(1000)
    .execute();
  if (stale.length === 0) return;
  await trx
    .deleteFrom("deployments")
    .where(
      "id",
      "in",
      stale.map((row) => row.id),
    )
    .execute();
}
