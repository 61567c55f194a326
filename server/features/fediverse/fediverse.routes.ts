import { fediverseApi } from "@common/api/fediverse";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { addBlock, listBlocks, removeBlock } from "./blocks.service";
import { getFederation, updateFederation } from "./federation.service";
import { approveFollower, removeFollower } from "./followers.service";
import { listDeliveries, listFollowers, listInteractions } from "./lists.service";
import { replyAsSite } from "./replies.service";

/**
 * A site's fediverse presence, as declared in common/api/fediverse.ts. The guard has checked the caller's
 * role in the site's organization (another organization's site is not found) before any of these run.
 */
export function fediverseRoutes(deps: AppDeps) {
  const { db } = deps;
  const allow = permissionGuard(deps);
  const ctx = (c: Context<AppEnv>) => ({ deps, actor: actorOf(c) });
  return apiRouter<AppEnv>()
    .openapi(allow(fediverseApi.get), async (c) =>
      c.json(await getFederation(ctx(c), c.req.valid("param").siteId), 200),
    )
    .openapi(allow(fediverseApi.update), async (c) =>
      c.json(await updateFederation(ctx(c), c.req.valid("param").siteId, c.req.valid("json")), 200),
    )
    .openapi(allow(fediverseApi.followers), async (c) =>
      c.json(await listFollowers(db, c.req.valid("param").siteId, c.req.valid("query")), 200),
    )
    .openapi(allow(fediverseApi.approveFollower), async (c) => {
      const { siteId, followerId } = c.req.valid("param");
      return c.json(await approveFollower(deps, siteId, followerId), 200);
    })
    .openapi(allow(fediverseApi.removeFollower), async (c) => {
      const { siteId, followerId } = c.req.valid("param");
      await removeFollower(deps, siteId, followerId);
      return c.body(null, 204);
    })
    .openapi(allow(fediverseApi.interactions), async (c) =>
      c.json(await listInteractions(db, c.req.valid("param").siteId, c.req.valid("query")), 200),
    )
    .openapi(allow(fediverseApi.reply), async (c) => {
      const { siteId, interactionId } = c.req.valid("param");
      return c.json(await replyAsSite(deps, siteId, interactionId, c.req.valid("json").content), 201);
    })
    .openapi(allow(fediverseApi.blocks), async (c) =>
      c.json({ blocks: await listBlocks(db, c.req.valid("param").siteId) }, 200),
    )
    .openapi(allow(fediverseApi.block), async (c) =>
      c.json(await addBlock(deps, c.req.valid("param").siteId, c.req.valid("json")), 201),
    )
    .openapi(allow(fediverseApi.unblock), async (c) => {
      const { siteId, blockId } = c.req.valid("param");
      await removeBlock(deps, siteId, blockId);
      return c.body(null, 204);
    })
    .openapi(allow(fediverseApi.deliveries), async (c) =>
      c.json(await listDeliveries(db, c.req.valid("param").siteId, c.req.valid("query")), 200),
    );
}
