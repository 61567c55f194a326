// When a site's published posts change, the pages of its live deployment that read them are rendered
// again and swapped in as a new deployment built from the same sources; every other file of the live
// deployment stays as it is (docs/decisions/016-site-content.md). What the pages read sends a job to
// CONTENT_CHANGED_QUEUE, through `contentChanged` in the transaction of the change, with every change a
// visitor could see: the posts (publish, a scheduled post going live, an edit of a published post,
// unpublish, delete), a shop's products and stock, and the fediverse replies shown under posts.
import type { Kysely } from "kysely";
import type { SiteBuildResult } from "../builder/builder";
import type { Database } from "../db/schema";
import type { JobRunner } from "../jobs/job-runner";
import { siteInputs } from "./build-inputs";
import type { DeployDeps } from "./deploy";
import { readContent } from "./deployment-bytes";
import { deploymentFiles, deploymentSources } from "./deployment-read";
import { replaceLive } from "./deployment-store";
import { FEED_FILE, stampComment } from "./feed";
import { laidMarks } from "./parts";

/** Payload `{ siteId }`, sent with `singletonKey: siteId` so a burst of edits rebuilds once. */
export const CONTENT_CHANGED_QUEUE = "site-content-changed";
export type ContentChangedJob = { siteId: string };

/**
 * Tells the site's content pages to follow its published posts (soon, in a job). Given the transaction
 * that makes the change, the job is stored with it: both are kept, or neither.
 */
export async function contentChanged(
  jobs: Pick<JobRunner, "send">,
  siteId: string,
  transaction?: Kysely<Database>,
): Promise<void> {
  await jobs.send<ContentChangedJob>(CONTENT_CHANGED_QUEUE, { siteId }, { singletonKey: siteId, transaction });
}

/**
 * Rounds one job may take while the posts keep changing under it; past them it fails, and its retry (a
 * little later) carries on.
 */
const MAX_ROUNDS = 20;

/** The live deployment's feed, which notes the posts it was built with. */
async function liveFeed({ db, blobs }: Pick<DeployDeps, "db" | "blobs">, deploymentId: string): Promise<string> {
  const row = await db.kysely
    .selectFrom("deployment_files")
    .select(["content", "content_key"])
    .where("deployment_id", "=", deploymentId)
    .where("path", "=", FEED_FILE)
    .executeTakeFirst();
  return row ? (await readContent(blobs, row)).toString("utf8") : "";
}

/**
 * The new deployment's files: the rebuilt ones, and the live deployment's others, less the pages the
 * site no longer has (a post unpublished or deleted).
 */
function laidOver(built: SiteBuildResult, live: Awaited<ReturnType<typeof deploymentFiles>>): SiteBuildResult {
  const rebuilt = new Set(built.assets.map((asset) => asset.path));
  const pageFiles = new Set(built.pages.map((page) => page.file));
  const gone = new Set(live.pages.map((page) => page.file).filter((file) => !pageFiles.has(file)));
  const kept = live.assets.filter((file) => !rebuilt.has(file.path) && !gone.has(file.path));
  const assets = [...built.assets, ...kept];
  const totalBytes = assets.reduce((sum, asset) => sum + asset.content.byteLength, 0);
  // Pages not rendered again keep what their (unchanged) code said: kept from search engines or not.
  const hidden = new Set(live.pages.filter((page) => page.noindex).map((page) => page.file));
  const pages = built.pages.map((page) => (hidden.has(page.file) ? { ...page, noindex: true as const } : page));
  return { pages, assets, totalBytes };
}

/** One round: true when the live deployment already holds the current posts (or there is none). */
async function rebuildOnce(deps: DeployDeps, siteId: string): Promise<boolean> {
  const { db, builder, parts } = deps;
  const site = await db.kysely.selectFrom("sites").selectAll().where("id", "=", siteId).executeTakeFirst();
  // A site not published (or gone) has no pages to change; its first publish reads the posts.
  if (!site?.live_deployment_id) return true;
  const liveId = site.live_deployment_id;
  const sources = await deploymentSources(db, liveId);
  const files = sources.map(({ path, content }) => ({ path, content }));
  const inputs = await siteInputs(deps, site, files);
  // Built with these posts already (a round before this one, a rollback to a deployment as recent as them).
  if ((await liveFeed(deps, liveId)).includes(stampComment(inputs.stamp))) return true;
  const rebuilt = inputs.withFeed(await builder.buildSite(inputs.build, files, { contentOnly: true }));
  // Pages rendered again carry the badge and the preview bar as the live ones do.
  const built = await laidMarks(db, parts.marks, site, rebuilt);
  // A publish or rollback made another deployment live meanwhile: the next round looks at that one.
  await replaceLive(deps, site, liveId, laidOver(built, await deploymentFiles(db, deps.blobs, liveId)), sources);
  await deps.changes.changed(site.id);
  return false;
}

/**
 * Brings the live site's content pages and feed up to date with its published posts. A change while a
 * round runs sends no second job (the queue keeps one per site), so rounds go on until a round finds the
 * live deployment built with the posts as they are.
 */
export async function rebuildSiteContent(deps: DeployDeps, siteId: string): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (await rebuildOnce(deps, siteId)) return;
  }
  throw new Error("The posts kept changing while the site's content pages were rebuilt");
}

/** At boot, before the job runner starts. */
export async function registerContentJobs(jobs: JobRunner, deps: DeployDeps): Promise<void> {
  await jobs.work<ContentChangedJob>(CONTENT_CHANGED_QUEUE, ({ siteId }) => rebuildSiteContent(deps, siteId), {
    retryLimit: 3,
    retryBackoff: true,
  });
}
