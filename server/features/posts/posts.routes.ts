import { postApi } from "@common/api/posts";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { listPosts } from "./post-list";
import { bulkPosts, publishPost, unpublishPost } from "./post-publishing";
import { getRevision, listRevisions, restoreRevision } from "./post-revisions.service";
import { createPost, findPost, getPost, removePost, updatePost } from "./posts.service";

/** A site's blog posts, as declared in common/api/posts.ts. */
export function postRoutes(deps: AppDeps) {
  const { db, env, jobs, clock } = deps;
  const allow = permissionGuard(deps);
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db, env, jobs, clock, actor: actorOf(c) });
  return apiRouter<AppEnv>()
    .openapi(allow(postApi.list), async (c) =>
      c.json(await listPosts(ctx(c), c.req.valid("param").siteId, c.req.valid("query")), 200),
    )
    .openapi(allow(postApi.find), async (c) => c.json(await findPost(ctx(c), c.req.valid("param").postId), 200))
    .openapi(allow(postApi.create), async (c) =>
      c.json(await createPost(ctx(c), c.req.valid("param").siteId, c.req.valid("json")), 201),
    )
    .openapi(allow(postApi.get), async (c) => {
      const { siteId, postId } = c.req.valid("param");
      return c.json(await getPost(ctx(c), siteId, postId), 200);
    })
    .openapi(allow(postApi.update), async (c) => {
      const { siteId, postId } = c.req.valid("param");
      return c.json(await updatePost(ctx(c), siteId, postId, c.req.valid("json")), 200);
    })
    .openapi(allow(postApi.publish), async (c) => {
      const { siteId, postId } = c.req.valid("param");
      return c.json(await publishPost(ctx(c), siteId, postId, c.req.valid("json")), 200);
    })
    .openapi(allow(postApi.unpublish), async (c) => {
      const { siteId, postId } = c.req.valid("param");
      return c.json(await unpublishPost(ctx(c), siteId, postId), 200);
    })
    .openapi(allow(postApi.remove), async (c) => {
      const { siteId, postId } = c.req.valid("param");
      await removePost(ctx(c), siteId, postId);
      return c.body(null, 204);
    })
    .openapi(allow(postApi.bulk), async (c) =>
      c.json({ changed: await bulkPosts(ctx(c), c.req.valid("param").siteId, c.req.valid("json")) }, 200),
    )
    .openapi(allow(postApi.revisions), async (c) => {
      const { siteId, postId } = c.req.valid("param");
      return c.json({ revisions: await listRevisions(ctx(c), siteId, postId) }, 200);
    })
    .openapi(allow(postApi.revision), async (c) => {
      const { siteId, postId, revisionId } = c.req.valid("param");
      return c.json(await getRevision(ctx(c), siteId, postId, revisionId), 200);
    })
    .openapi(allow(postApi.restore), async (c) => {
      const { siteId, postId, revisionId } = c.req.valid("param");
      return c.json(await restoreRevision(ctx(c), siteId, postId, revisionId), 200);
    });
}
