import { expect, it } from "vitest";
import { describeEachDb, type TestApp, type TestUser } from "../../test/test-app";

type Answer = { status: number; body: { code?: string; message?: string } };

/** The owner invites `email`; answers the token at the end of the mailed /accept-invite/ link. */
async function invite(app: TestApp, owner: TestUser, email: string, role = "editor"): Promise<string> {
  const response = await app.authRequest("organization/invite-member", { email, role }, { token: owner.token });
  expect(response.status).toBe(200);
  const link = new URL(await app.lastMailLink(email));
  expect(link.pathname).toMatch(/^\/accept-invite\/[A-Za-z0-9_-]+$/);
  return link.pathname.slice("/accept-invite/".length);
}

async function accept(app: TestApp, user: TestUser, invitationId: string): Promise<Answer> {
  const response = await app.authRequest("organization/accept-invitation", { invitationId }, { token: user.token });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

async function isVerified(app: TestApp, user: TestUser) {
  const session = await app.request("/api/auth/get-session", { token: user.token });
  return ((await session.json()) as { user: { emailVerified: boolean } }).user.emailVerified;
}

describeEachDb("invitations", (use) => {
  it("are accepted by an unverified account only through the mailed link, which verifies the address", async () => {
    const app = use();
    const owner = await app.signUp();
    const organization = await app.createOrganization(owner, "Invite Co");
    const invitee = await app.signUp();
    const token = await invite(app, owner, invitee.email);
    const invitationId = token.slice(0, token.lastIndexOf("_"));

    // Any member can list the invitation ids; an id alone proves nothing about the mailbox.
    const byId = await accept(app, invitee, invitationId);
    expect(byId.status).toBe(403);
    expect(byId.body).toEqual({
      code: "EMAIL_NOT_VERIFIED",
      message: `Open the invitation link from the email sent to ${invitee.email}: it confirms the address is yours.`,
    });
    const forged = await accept(app, invitee, `${invitationId}_${"0".repeat(64)}`);
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("INVALID_INVITATION_LINK");
    expect(await isVerified(app, invitee)).toBe(false);

    // The invitation page reads it through the link's token, as the SPA does.
    const shown = await app.request(`/api/auth/organization/get-invitation?id=${token}`, { token: invitee.token });
    expect(((await shown.json()) as { organizationName: string }).organizationName).toBe("Invite Co");

    // Accepted as the SPA does it: with the session cookie, from the app's origin.
    const signIn = await app.authRequest("sign-in/email", { email: invitee.email, password: invitee.password });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const accepted = await app.authRequest(
      "organization/accept-invitation",
      { invitationId: token },
      { headers: { cookie } },
    );
    expect(accepted.status).toBe(200);
    expect(await isVerified(app, invitee)).toBe(true);
    const list = await app.request("/api/auth/organization/list", { token: invitee.token });
    expect(((await list.json()) as { id: string }[]).map((o) => o.id)).toEqual([organization.id]);
  });

  it("cannot be declined by an unverified account without the link either", async () => {
    const app = use();
    const owner = await app.signUp();
    await app.createOrganization(owner);
    const invitee = await app.signUp();
    const token = await invite(app, owner, invitee.email);
    const response = await app.authRequest(
      "organization/reject-invitation",
      { invitationId: token.slice(0, token.lastIndexOf("_")) },
      { token: invitee.token },
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as Answer["body"]).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("are accepted by id once the address is verified", async () => {
    const app = use();
    const invitee = await app.signUp();
    const first = await app.signUp();
    await app.createOrganization(first);
    expect((await accept(app, invitee, await invite(app, first, invitee.email))).status).toBe(200);

    const second = await app.signUp();
    const organization = await app.createOrganization(second, "Second Co");
    const token = await invite(app, second, invitee.email);
    const accepted = await accept(app, invitee, token.slice(0, token.lastIndexOf("_")));
    expect(accepted.status).toBe(200);
    const list = await app.request("/api/auth/organization/list", { token: invitee.token });
    expect(((await list.json()) as { id: string }[]).map((o) => o.id)).toContain(organization.id);
  });
});
