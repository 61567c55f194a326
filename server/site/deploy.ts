// The one way a site gets a new deployment: build (or take the live one's files), lay the platform's marks
// on its pages, store it as an immutable deployment made live in one transaction, and announce the
// change to every cache of the site. A publish builds every page from the saved sources; a content
// rebuild (server/site/content-rebuild.ts) renders the pages that read the posts again; a change of
// marks lays them again on the live pages alone.
import type { Builder } from "../builder/builder";
import type { Db } from "../db/create-db";
import type { Env } from "../env";
import { runBuild } from "./build-errors";
import { type InputSite, siteInputs } from "./build-inputs";
import type { SiteChanges } from "./changes";
import { deploymentFiles, deploymentSources } from "./deployment-read";
import { replaceLive, storeDeployment } from "./deployment-store";
import { laidMarks, type MarkedSite, type SiteParts } from "./parts";
import { loadSiteSources } from "./site-sources";

export type DeployDeps = {
  db: Db;
  env: Pick<Env, "appOrigin" | "siteDomain">;
  builder: Builder;
  changes: SiteChanges;
  parts: SiteParts;
};

/** The site row fields a deploy reads. */
export type DeployedSite = InputSite & MarkedSite & { live_deployment_id: string | null };

/** Why a deployment is made: a member's publish, or marks that follow state changed without one. */
export type DeployReason = { kind: "publish"; userId: string } | { kind: "marks" };

export type Deployed = { deploymentId: string; pageCount: number } | null;

/** A publish: every page built from the saved sources, with the feed and the marks. */
async function publish(deps: DeployDeps, site: DeployedSite, userId: string): Promise<Deployed> {
  const { db, builder, parts } = deps;
  const sources = await loadSiteSources(db, site.id);
  const files = sources.map(({ path, content }) => ({ path, content }));
  const inputs = await siteInputs(deps, site, files);
  const built = await laidMarks(
    db,
    parts.marks,
    site,
    inputs.withFeed(await runBuild(() => builder.buildSite(inputs.build, files))),
  );
  const target = {
    siteId: site.id,
    organizationId: site.organization_id,
    userId,
    liveDeploymentId: site.live_deployment_id,
  };
  const deployment = await storeDeployment(db, target, built, sources);
  return { deploymentId: deployment.id, pageCount: built.pages.length };
}

/**
 * The live pages with the marks that follow live state laid again, stored as a new deployment of the
 * same sources; nothing when the site is not published or its pages already agree. A publish that came
 * first wins (it laid the marks itself).
 */
async function relayMarks({ db, parts }: DeployDeps, site: DeployedSite): Promise<Deployed> {
  const liveId = site.live_deployment_id;
  if (!liveId) return null;
  const { pages, assets } = await deploymentFiles(db, liveId);
  const totalBytes = assets.reduce((sum, asset) => sum + asset.content.byteLength, 0);
  const following = parts.marks.filter((mark) => mark.followsLive);
  const changed = await laidMarks(db, following, site, { pages, assets, totalBytes });
  const same = changed.assets.every((asset, i) => asset.content.equals(assets[i]?.content ?? Buffer.alloc(0)));
  if (same) return null;
  const deployment = await replaceLive(db, site, liveId, changed, await deploymentSources(db, liveId));
  return deployment && { deploymentId: deployment.id, pageCount: changed.pages.length };
}

/** Makes a new deployment of `site` live for `reason` and announces it; null when nothing needed to change. */
export async function deploy(deps: DeployDeps, site: DeployedSite, reason: DeployReason): Promise<Deployed> {
  const deployed = reason.kind === "publish" ? await publish(deps, site, reason.userId) : await relayMarks(deps, site);
  if (deployed) await deps.changes.changed(site.id);
  return deployed;
}
