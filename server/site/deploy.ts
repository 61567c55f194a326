import type { BlobStore } from "../blobs/blob-store";
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
import type { BytesHome } from "./deployment-bytes";
import { deploymentFiles, deploymentSources } from "./deployment-read";
import { replaceLive, storeDeployment } from "./deployment-store";
import { laidMarks, type MarkedSite, type SiteParts } from "./parts";
import { loadSiteSources } from "./site-sources";

export type DeployDeps = {
  db: Db;
  env: Pick<Env, "appOrigin" | "siteDomain" | "billing">;
  builder: Builder;
  changes: SiteChanges;
  parts: SiteParts;
  blobs: BlobStore;
  /** Where new deployments keep their files' bytes (server/site/deployment-bytes.ts). */
  bytesHome: BytesHome;
};

/** The site row fields a deploy reads. */
export type DeployedSite = InputSite & MarkedSite & { live_deployment_id: string | null };

/** A member's publish, which always makes a deployment. */
export type PublishReason = { kind: "publish"; userId: string };
/** Marks that follow state changed without a publish: a new deployment only where the pages change. */
export type MarksReason = { kind: "marks" };
/** Why a deployment is made. */
export type DeployReason = PublishReason | MarksReason;

export type Deployed = { deploymentId: string; pageCount: number };

/** Makes a new deployment of a site live for a reason and announces it (server/site/site-wing.ts binds it). */
export type Deploy = {
  (site: DeployedSite, reason: PublishReason): Promise<Deployed>;
  (site: DeployedSite, reason: MarksReason): Promise<Deployed | null>;
};

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
  const deployment = await storeDeployment(deps, target, built, sources);
  return { deploymentId: deployment.id, pageCount: built.pages.length };
}

/**
 * The live pages with the marks that follow live state laid again, stored as a new deployment of the
 * same sources; nothing when the site is not published or its pages already agree. A publish that came
 * first wins (it laid the marks itself).
 */
async function relayMarks(deps: DeployDeps, site: DeployedSite): Promise<Deployed | null> {
  const { db, parts } = deps;
  const liveId = site.live_deployment_id;
  if (!liveId) return null;
  const { pages, assets } = await deploymentFiles(db, deps.blobs, liveId);
  const totalBytes = assets.reduce((sum, asset) => sum + asset.content.byteLength, 0);
  const following = parts.marks.filter((mark) => mark.followsLive);
  const changed = await laidMarks(db, following, site, { pages, assets, totalBytes });
  const same = changed.assets.every((asset, i) => asset.content.equals(assets[i]?.content ?? Buffer.alloc(0)));
  if (same) return null;
  const deployment = await replaceLive(deps, site, liveId, changed, await deploymentSources(db, liveId));
  return deployment && { deploymentId: deployment.id, pageCount: changed.pages.length };
}

/** `deploy` for `deps`: makes a new deployment live and announces it; for marks, null when nothing changed. */
export function deployer(deps: DeployDeps): Deploy {
  async function deploy(site: DeployedSite, reason: PublishReason): Promise<Deployed>;
  async function deploy(site: DeployedSite, reason: MarksReason): Promise<Deployed | null>;
  async function deploy(site: DeployedSite, reason: DeployReason): Promise<Deployed | null> {
    const deployed =
      reason.kind === "publish" ? await publish(deps, site, reason.userId) : await relayMarks(deps, site);
    if (deployed) await deps.changes.changed(site.id);
    return deployed;
  }
  return deploy;
}
