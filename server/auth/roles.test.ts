import { UNKNOWN_ROLE_MESSAGE } from "@common/permissions";
import { expect, it } from "vitest";
import { memberRoles } from "../db/migrations/0005-member-roles";
import { addMember, apiAs, signedUpOwner } from "../test/api";
import { describeEachDb, type TestApp, type TestUser } from "../test/test-app";

/** Better Auth's organization endpoint `endpoint`, called by `user`; answers the status and the error code. */
async function asMember(app: TestApp, user: TestUser, endpoint: string, json: unknown) {
  const response = await app.authRequest(`organization/${endpoint}`, json, { token: user.token });
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  return { status: response.status, code: body?.code, message: body?.message };
}

describeEachDb("roles on Better Auth's organization endpoints", (use) => {
  it("invites and re-roles only with one of our roles, content editors among them", async () => {
    const app = use();
    const { user: owner, organization } = await signedUpOwner(app);
    const invitee = await app.signUp();
    for (const role of ["member", "superuser", ""]) {
      const answer = await asMember(app, owner, "invite-member", {
        email: invitee.email,
        role,
        organizationId: organization.id,
      });
      expect(answer).toMatchObject({ status: 400, code: "UNKNOWN_ROLE", message: UNKNOWN_ROLE_MESSAGE });
    }
    const editor = await addMember(app, owner, organization.id, "editor");
    const member = await app.deps.db.kysely
      .selectFrom("member")
      .select(["id", "role"])
      .where("userId", "=", editor.id)
      .executeTakeFirstOrThrow();
    expect(member.role).toBe("editor");
    const rerole = await asMember(app, owner, "update-member-role", { memberId: member.id, role: "member" });
    expect(rerole).toMatchObject({ status: 400, code: "UNKNOWN_ROLE" });
    expect(await asMember(app, owner, "update-member-role", { memberId: member.id, role: "content" })).toMatchObject({
      status: 200,
    });
    const client = await addMember(app, owner, organization.id, "content");
    // A content editor holds none of Better Auth's organization statements: it cannot invite.
    const byClient = await asMember(app, client, "invite-member", {
      email: "a-friend@example.com",
      role: "viewer",
      organizationId: organization.id,
    });
    expect(byClient.status).toBe(403);
  });

  it("lets admins and owners manage the team, and only owners delete the organization", async () => {
    const app = use();
    const { user: owner, organization } = await signedUpOwner(app);
    const organizationId = organization.id;
    const admin = await addMember(app, owner, organizationId, "admin");
    const editor = await addMember(app, owner, organizationId, "editor");
    const viewer = await addMember(app, owner, organizationId, "viewer");
    const email = () => `guest-${Math.random().toString(36).slice(2)}@example.com`;

    for (const user of [editor, viewer]) {
      const invite = await asMember(app, user, "invite-member", { email: email(), role: "viewer", organizationId });
      expect(invite.status).toBe(403);
      const rename = await asMember(app, user, "update", { data: { name: "Renamed" }, organizationId });
      expect(rename.status).toBe(403);
    }
    expect(
      (await asMember(app, admin, "invite-member", { email: email(), role: "editor", organizationId })).status,
    ).toBe(200);
    expect((await asMember(app, admin, "update", { data: { name: "Renamed" }, organizationId })).status).toBe(200);
    // An admin manages members but not the organization's existence, which ends only through our own
    // route (Better Auth's is closed: it would leave the sites served).
    expect((await asMember(app, owner, "delete", { organizationId })).status).toBe(404);
    const remove = (user: TestUser) =>
      apiAs(app, user).call("DELETE", "/api/organization", { confirm_name: "Renamed" });
    expect((await remove(admin)).status).toBe(403);
    expect((await remove(editor)).status).toBe(403);
    expect((await remove(owner)).status).toBe(204);
  });

  it("turns the plain members of before roles into editors, and keeps owners and admins", async () => {
    const app = use();
    const { user: owner, organization } = await signedUpOwner(app);
    const admin = await addMember(app, owner, organization.id, "admin");
    const plain = await addMember(app, owner, organization.id, "viewer");
    const db = app.deps.db.kysely;
    // As Better Auth's default role left them.
    await db.updateTable("member").set({ role: "member" }).where("userId", "=", plain.id).execute();
    await memberRoles().up(db as never);
    const roles = await db
      .selectFrom("member")
      .select(["userId", "role"])
      .where("organizationId", "=", organization.id)
      .execute();
    const roleOf = (id: string) => roles.find((row) => row.userId === id)?.role;
    expect([roleOf(owner.id), roleOf(admin.id), roleOf(plain.id)]).toEqual(["owner", "admin", "editor"]);
  });
});
