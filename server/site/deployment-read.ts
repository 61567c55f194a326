// A stored deployment read back: what it serves and the sources it was built from, for the jobs that
// make a new deployment from the live one without a publish (content rebuilds, the preview banner).
import type { PublishedPage } from "@common/page-routes";
import type { BlobStore } from "../blobs/blob-store";
import type { PublishedAsset } from "../builder/builder";
import type { Db } from "../db/create-db";
import { readContent } from "./deployment-bytes";
import type { SiteSource } from "./site-sources";

/** The deployment's pages and every file it serves, as stored. */
export async function deploymentFiles({ kysely: db }: Db, blobs: BlobStore, deploymentId: string) {
  const deployment = await db
    .selectFrom("deployments")
    .select("pages")
    .where("id", "=", deploymentId)
    .executeTakeFirstOrThrow();
  const files = await db
    .selectFrom("deployment_files")
    .select(["path", "content_type", "content", "content_key"])
    .where("deployment_id", "=", deploymentId)
    .execute();
  const assets: PublishedAsset[] = await Promise.all(
    files.map(async (file) => ({
      path: file.path,
      content: await readContent(blobs, file),
      contentType: file.content_type,
    })),
  );
  return { pages: JSON.parse(deployment.pages) as PublishedPage[], assets };
}

/** The sources the deployment was built from, as they were then. */
export async function deploymentSources({ kysely: db }: Db, deploymentId: string): Promise<SiteSource[]> {
  const rows = await db
    .selectFrom("deployment_sources as s")
    .leftJoin("site_file_versions as v", "v.id", "s.version_id")
    .select(["s.full_path", "s.version_id", "v.content"])
    .where("s.deployment_id", "=", deploymentId)
    .execute();
  return rows.map((row) => ({ path: row.full_path, content: row.content ?? "", versionId: row.version_id }));
}
