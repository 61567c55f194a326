import { randomBytes } from "node:crypto";
import type { PreviewUrl, PreviewUrlInput } from "@common/schemas/build";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import { hasOverrides } from "../build/build.service";
import { PREVIEW_URL_TTL_MS, signedPreviewUrl } from "../preview/preview-signing";
import type { PreviewDeps } from "./preview-host";
import { previewPage } from "./preview-page";

type Context = PreviewDeps & { actor: Actor };

/**
 * Builds the page (so build errors answer here, with their problems, as JSON) and returns a
 * short-lived signed URL on the preview origin that serves the result. Unsaved buffers are kept as
 * a snapshot for the URL's lifetime, so any process can rebuild the same page.
 */
export async function createPreviewUrl(
  { db, env, builder, previews, site: wing, actor }: Context,
  siteId: string,
  input: PreviewUrlInput,
): Promise<PreviewUrl> {
  const site = await requireSiteAccess(db, actor, siteId);
  const html = await previewPage(
    { db, builder, site: wing, appOrigin: env.appOrigin },
    site,
    input.page_path,
    input.overrides,
  );
  const id = randomBytes(16).toString("base64url");
  const expiresAtMs = Math.floor((Date.now() + PREVIEW_URL_TTL_MS) / 1000) * 1000;
  const hasSnapshot = hasOverrides(input);
  if (hasSnapshot) {
    const now = new Date().toISOString();
    await db.kysely.deleteFrom("preview_snapshots").where("expires_at", "<", now).execute();
    await db.kysely
      .insertInto("preview_snapshots")
      .values({
        id,
        site_id: site.id,
        organization_id: site.organization_id,
        page_path: input.page_path,
        overrides: JSON.stringify(input.overrides),
        created_by: actor.userId,
        expires_at: new Date(expiresAtMs).toISOString(),
      })
      .execute();
  }
  previews.put(id, html, expiresAtMs);
  const claims = { id, siteId: site.id, pagePath: input.page_path, expiresAt: expiresAtMs / 1000, hasSnapshot };
  return {
    url: signedPreviewUrl(env.previewOrigin, env.authSecret, claims),
    expires_at: new Date(expiresAtMs).toISOString(),
  };
}
