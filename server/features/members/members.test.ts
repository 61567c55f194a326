import type { Invitation, InvitationLink, InviteResult, Member } from "@common/schemas/members";
import { expect, it } from "vitest";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { describeEachDb } from "../../test/test-app";
import { INVITATION_MESSAGES } from "./invitations.service";
import { MEMBER_MESSAGES } from "./members.service";

describeEachDb("members", (use) => {
  async function team() {
    const app = use();
    const owner = await signedUpOwner(app);
    const admin = await addMember(app, owner.user, owner.organization.id, "admin");
    const editor = await addMember(app, owner.user, owner.organization.id, "editor");
    const members = async () => (await owner.api.call<{ members: Member[] }>("GET", "/api/members")).body.members;
    const memberOf = async (userId: string) => (await members()).find((member) => member.user_id === userId) as Member;
    return { app, owner, admin, editor, members, memberOf };
  }

  it("lists name, email, role, when each joined and was last active", async () => {
    const { owner, editor, members } = await team();
    const list = await members();
    expect(list.map((member) => member.role)).toEqual(["owner", "admin", "editor"]);
    const row = list.find((member) => member.user_id === editor.id);
    expect(row).toMatchObject({ name: editor.name, email: editor.email });
    expect(Date.parse(row?.joined_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(row?.last_active_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(list[0]?.email).toBe(owner.user.email);
  });

  it("changes roles, but never leaves the organization without an owner, and admins cannot touch owners", async () => {
    const { app, owner, admin, editor, memberOf } = await team();
    const editorRow = await memberOf(editor.id);
    const promoted = await owner.api.call<Member>("PATCH", `/api/members/${editorRow.id}`, { role: "viewer" });
    expect(promoted).toMatchObject({ status: 200, body: { role: "viewer" } });

    const bad = await owner.api.call<ErrorBody>("PATCH", `/api/members/${editorRow.id}`, { role: "member" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Choose a role: viewer, content, editor, admin or owner");

    const ownerRow = await memberOf(owner.user.id);
    const demoteSelf = await owner.api.call<ErrorBody>("PATCH", `/api/members/${ownerRow.id}`, { role: "admin" });
    expect(demoteSelf).toMatchObject({ status: 409, body: { error: { message: MEMBER_MESSAGES.keepAnOwner } } });

    const byAdmin = await apiAs(app, admin).call<ErrorBody>("PATCH", `/api/members/${ownerRow.id}`, { role: "viewer" });
    expect(byAdmin.status).toBe(409);
    const removeOwner = await apiAs(app, admin).call<ErrorBody>("DELETE", `/api/members/${ownerRow.id}`);
    expect(removeOwner.status).toBe(409);
    expect((await memberOf(owner.user.id)).role).toBe("owner");
  });

  it("removes a member, who then loses access at once", async () => {
    const { app, owner, editor, memberOf, members } = await team();
    const site = await owner.api.createSite("Shared");
    expect((await apiAs(app, editor).call("GET", `/api/sites/${site.id}`)).status).toBe(200);
    const removed = await owner.api.call("DELETE", `/api/members/${(await memberOf(editor.id)).id}`);
    expect(removed.status).toBe(204);
    expect((await members()).some((member) => member.user_id === editor.id)).toBe(false);
    expect((await apiAs(app, editor).call("GET", `/api/sites/${site.id}`)).status).toBe(404);
    const self = await owner.api.call<ErrorBody>("DELETE", `/api/members/${(await memberOf(owner.user.id)).id}`);
    expect(self).toMatchObject({ status: 409, body: { error: { message: MEMBER_MESSAGES.leaveYourself } } });
  });

  it("lets the last owner leave only after handing ownership on", async () => {
    const { app, owner, admin, editor, memberOf } = await team();
    const refused = await owner.api.call<ErrorBody>("POST", "/api/members/leave");
    expect(refused).toMatchObject({ status: 409, body: { error: { message: MEMBER_MESSAGES.onlyOwnerLeaving } } });

    const byAdmin = await apiAs(app, admin).call<ErrorBody>("POST", "/api/members/transfer-ownership", {
      member_id: (await memberOf(editor.id)).id,
    });
    expect(byAdmin.body.error.message).toBe("Your role (admin) cannot hand the organization's ownership on");

    const transferred = await owner.api.call<{ members: Member[] }>("POST", "/api/members/transfer-ownership", {
      member_id: (await memberOf(editor.id)).id,
    });
    expect(transferred.status).toBe(200);
    const roles = Object.fromEntries(transferred.body.members.map((member) => [member.user_id, member.role]));
    expect([roles[owner.user.id], roles[editor.id]]).toEqual(["admin", "owner"]);

    expect((await owner.api.call("POST", "/api/members/leave")).status).toBe(204);
    const left = await apiAs(app, editor).call<{ members: Member[] }>("GET", "/api/members");
    expect(left.body.members.map((member) => member.user_id)).not.toContain(owner.user.id);
    const session = await app.request("/api/auth/get-session", { token: owner.user.token });
    expect(
      ((await session.json()) as { session: { activeOrganizationId: string | null } }).session.activeOrganizationId,
    ).toBeNull();
    // They belong to no organization now: the team's routes have none to act in.
    expect((await owner.api.call<ErrorBody>("GET", "/api/members")).status).toBe(400);
  });
});

describeEachDb("invitations", (use) => {
  it("invites several pasted addresses with a role, and says why others were not invited", async () => {
    const app = use();
    const owner = await signedUpOwner(app);
    const colleague = await addMember(app, owner.user, owner.organization.id, "editor");
    const first = await owner.api.call<InviteResult>("POST", "/api/invitations", {
      emails: ["ana@example.com", "Ben@Example.com"],
      role: "viewer",
    });
    expect(first.status).toBe(200);
    expect(first.body.invited.map((invitation) => [invitation.email, invitation.role])).toEqual([
      ["ana@example.com", "viewer"],
      ["ben@example.com", "viewer"],
    ]);
    const inSevenDays = Date.now() + 7 * 24 * 3600_000;
    expect(Math.abs(Date.parse(first.body.invited[0]?.expires_at ?? "") - inSevenDays)).toBeLessThan(60_000);

    const second = await owner.api.call<InviteResult>("POST", "/api/invitations", {
      emails: ["ana@example.com", colleague.email, "not-an-address", "cleo@example.com"],
      role: "editor",
    });
    expect(second.body.invited.map((invitation) => invitation.email)).toEqual(["cleo@example.com"]);
    expect(second.body.skipped).toEqual([
      { email: "ana@example.com", reason: INVITATION_MESSAGES.alreadyInvited },
      { email: colleague.email, reason: INVITATION_MESSAGES.alreadyMember },
      { email: "not-an-address", reason: INVITATION_MESSAGES.notAnAddress },
    ]);

    const list = await owner.api.call<{ invitations: Invitation[] }>("GET", "/api/invitations");
    expect(list.body.invitations.map((invitation) => invitation.email).sort()).toEqual([
      "ana@example.com",
      "ben@example.com",
      "cleo@example.com",
    ]);

    const badRole = await owner.api.call<ErrorBody>("POST", "/api/invitations", {
      emails: ["d@example.com"],
      role: "owner",
    });
    expect(badRole.status).toBe(400);
  });

  it("resends an invitation with a fresh link and expiry, and a revoked one's link stops working", async () => {
    const app = use();
    const owner = await signedUpOwner(app);
    const invitee = await app.signUp();
    const { body } = await owner.api.call<InviteResult>("POST", "/api/invitations", {
      emails: [invitee.email],
      role: "editor",
    });
    const invitation = body.invited[0] as Invitation;
    const firstLink = await app.lastMailLink(invitee.email);

    const resent = await owner.api.call<Invitation>("POST", `/api/invitations/${invitation.id}/resend`);
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.body.expires_at)).toBeGreaterThanOrEqual(Date.parse(invitation.expires_at));
    await app.mailOut();
    expect(app.mailLog.filter((line) => line.includes("[mail] link:")).length).toBeGreaterThanOrEqual(2);
    expect(await app.lastMailLink(invitee.email)).toContain(invitation.id);

    expect((await owner.api.call("DELETE", `/api/invitations/${invitation.id}`)).status).toBe(204);
    const token = new URL(firstLink).pathname.slice("/accept-invite/".length);
    const accept = await app.authRequest(
      "organization/accept-invitation",
      { invitationId: token },
      { token: invitee.token },
    );
    expect(accept.status).toBeGreaterThanOrEqual(400);
    const list = await owner.api.call<{ invitations: Invitation[] }>("GET", "/api/invitations");
    expect(list.body.invitations).toEqual([]);
    expect((await owner.api.call("DELETE", `/api/invitations/${invitation.id}`)).status).toBe(404);
  });
});

describeEachDb("invitation links", (use) => {
  it("tells whoever holds the link, signed in or not, only the organization and role, while it can be accepted", async () => {
    const app = use();
    const owner = await signedUpOwner(app);
    const { body } = await owner.api.call<InviteResult>("POST", "/api/invitations", {
      emails: ["thandi@salon.test"],
      role: "editor",
    });
    const id = body.invited[0]?.id ?? "";
    const token = new URL(await app.lastMailLink("thandi@salon.test")).pathname.slice("/accept-invite/".length);
    const preview = (link: string) => app.request(`/api/invitation-links/${link}/preview`);

    const open = await preview(token);
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ organization_name: owner.organization.name, role: "editor" });
    // A bare id or a forged proof says nothing, and neither does an invitation no longer open.
    for (const link of [id, `${id}_${"0".repeat(64)}`, "nothing"]) {
      expect((await preview(link)).status, link).toBe(404);
    }
    await owner.api.call("DELETE", `/api/invitations/${id}`);
    const revoked = await preview(token);
    expect(revoked.status).toBe(404);
    expect(JSON.stringify(await revoked.json())).not.toContain(owner.organization.name);
  });

  it("say what the link leads to: pending, for someone else, expired, revoked, used, declined, or not valid", async () => {
    const app = use();
    const owner = await signedUpOwner(app);
    const invitee = await app.signUp();
    const stranger = await app.signUp();
    const sendTo = async (email: string) => {
      const { body } = await owner.api.call<InviteResult>("POST", "/api/invitations", {
        emails: [email],
        role: "viewer",
      });
      const token = new URL(await app.lastMailLink(email)).pathname.slice("/accept-invite/".length);
      return { id: body.invited[0]?.id ?? "", token };
    };
    const read = async (token: string, user = invitee) =>
      apiAs(app, user).call<InvitationLink & ErrorBody>("GET", `/api/invitation-links/${token}`);

    const first = await sendTo(invitee.email);
    const pending = await read(first.token);
    expect(pending).toMatchObject({
      status: 200,
      body: {
        state: "pending",
        email: invitee.email,
        role: "viewer",
        organization_name: owner.organization.name,
        inviter_name: owner.user.name,
        is_member: false,
      },
    });
    expect((await read(first.token, stranger)).body.state).toBe("wrong_account");

    const forged = await read(`${first.id}_${"0".repeat(64)}`);
    expect(forged).toMatchObject({
      status: 404,
      body: {
        error: {
          message: "This invitation link is not valid. Open the link exactly as it came in the invitation email.",
        },
      },
    });

    await app.deps.db.kysely
      .updateTable("invitation")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", first.id)
      .execute();
    expect((await read(first.token)).body.state).toBe("expired");
    // Sent again, it comes with a new link; only the newest works.
    const resent = await owner.api.call<Invitation>("POST", `/api/invitations/${first.id}/resend`);
    const renewed = new URL(await app.lastMailLink(invitee.email)).pathname.slice("/accept-invite/".length);
    expect((await read(renewed)).body.state).toBe("pending");
    expect((await read(first.token)).body.state).toBe("revoked");
    const listed = await owner.api.call<{ invitations: Invitation[] }>("GET", "/api/invitations");
    expect(listed.body.invitations.map((invitation) => [invitation.id, invitation.is_expired])).toEqual([
      [resent.body.id, false],
    ]);

    await owner.api.call("DELETE", `/api/invitations/${resent.body.id}`);
    expect((await read(renewed)).body.state).toBe("revoked");

    const second = await sendTo(invitee.email);
    const accepted = await app.authRequest(
      "organization/accept-invitation",
      { invitationId: second.token },
      { token: invitee.token },
    );
    expect(accepted.status).toBe(200);
    expect((await read(second.token)).body).toMatchObject({ state: "accepted", is_member: true });

    const third = await sendTo(stranger.email);
    const declined = await app.authRequest(
      "organization/reject-invitation",
      { invitationId: third.token },
      { token: stranger.token },
    );
    expect(declined.status).toBe(200);
    expect((await read(third.token, stranger)).body.state).toBe("declined");
  });
});
