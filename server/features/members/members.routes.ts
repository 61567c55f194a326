import { memberApi } from "@common/api/members";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import {
  invite,
  listInvitations,
  previewInvitationLink,
  readInvitationLink,
  resendInvitation,
  revokeInvitation,
} from "./invitations.service";
import {
  leaveOrganization,
  listMembers,
  type MembersContext,
  organizationOf,
  removeMember,
  transferOwnership,
  updateMemberRole,
} from "./members.service";

/** The team and its invitations, as declared in common/api/members.ts. */
export function memberRoutes(deps: AppDeps) {
  const { db, auth, env } = deps;
  const allow = permissionGuard(deps);
  const context = (c: Context<AppEnv>): MembersContext => ({
    db,
    env,
    auth,
    actor: actorOf(c),
    headers: c.req.raw.headers,
  });
  return apiRouter<AppEnv>()
    .openapi(allow(memberApi.list), async (c) =>
      c.json({ members: await listMembers(db, organizationOf(actorOf(c))) }, 200),
    )
    .openapi(allow(memberApi.update), async (c) =>
      c.json(await updateMemberRole(context(c), c.req.valid("param").memberId, c.req.valid("json").role), 200),
    )
    .openapi(allow(memberApi.remove), async (c) => {
      await removeMember(context(c), c.req.valid("param").memberId);
      return c.body(null, 204);
    })
    .openapi(allow(memberApi.leave), async (c) => {
      await leaveOrganization(context(c));
      return c.body(null, 204);
    })
    .openapi(allow(memberApi.transferOwnership), async (c) =>
      c.json({ members: await transferOwnership(context(c), c.req.valid("json").member_id) }, 200),
    )
    .openapi(allow(memberApi.invitations), async (c) =>
      c.json({ invitations: await listInvitations(db, organizationOf(actorOf(c))) }, 200),
    )
    .openapi(allow(memberApi.invite), async (c) => c.json(await invite(context(c), c.req.valid("json")), 200))
    .openapi(allow(memberApi.resend), async (c) =>
      c.json(await resendInvitation(context(c), c.req.valid("param").invitationId), 200),
    )
    .openapi(allow(memberApi.link), async (c) =>
      c.json(
        await readInvitationLink({ db, actor: actorOf(c), secret: env.authSecret }, c.req.valid("param").token),
        200,
      ),
    )
    .openapi(allow(memberApi.linkPreview), async (c) =>
      c.json(await previewInvitationLink({ db, secret: env.authSecret }, c.req.valid("param").token), 200),
    )
    .openapi(allow(memberApi.revoke), async (c) => {
      await revokeInvitation(context(c), c.req.valid("param").invitationId);
      return c.body(null, 204);
    });
}
