import { expect, it } from "vitest";
import type { ErrorBody } from "../../test/api";
import { describeEachDb } from "../../test/test-app";

describeEachDb("organizations", (use) => {
  it("creates an organization with the caller as owner and makes it active", async () => {
    const app = use();
    const user = await app.signUp();
    const organization = await app.createOrganization(user, "  Acme Bakery  ");
    expect(organization.name).toBe("Acme Bakery");
    expect(organization.slug).toBe("acme-bakery");

    const session = await app.request("/api/auth/get-session", { token: user.token });
    const body = (await session.json()) as { session: { activeOrganizationId: string } };
    expect(body.session.activeOrganizationId).toBe(organization.id);

    const list = await app.request("/api/auth/organization/list", { token: user.token });
    const organizations = (await list.json()) as { id: string }[];
    expect(organizations.map((o) => o.id)).toEqual([organization.id]);

    const member = await app.request(`/api/auth/organization/get-active-member`, { token: user.token });
    expect(((await member.json()) as { role: string }).role).toBe("owner");
  });

  it("gives a second organization with the same name its own slug", async () => {
    const app = use();
    const user = await app.signUp();
    const first = await app.createOrganization(user, "Same Name");
    const second = await app.createOrganization(user, "Same Name");
    expect(first.slug).toBe("same-name");
    expect(second.slug).toMatch(/^same-name-[0-9a-f]{6}$/);
  });

  it("gives organizations created at the same moment with one name distinct slugs", async () => {
    const app = use();
    const users = await Promise.all([app.signUp(), app.signUp(), app.signUp(), app.signUp()]);
    const created = await Promise.all(users.map((user) => app.createOrganization(user, "Rush Hour")));
    expect(new Set(created.map((o) => o.slug)).size).toBe(4);
  });

  it("refuses a blank name with 'Organization name is required'", async () => {
    const app = use();
    const user = await app.signUp();
    for (const name of ["", "   "]) {
      const response = await app.request("/api/organizations", { method: "POST", json: { name }, token: user.token });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.message).toBe("Organization name is required");
    }
  });

  it("answers 401 with the sign-in-again message when nobody is signed in", async () => {
    const app = use();
    const response = await app.request("/api/organizations", { method: "POST", json: { name: "X" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "UNAUTHENTICATED", message: "No valid authentication session found. Please sign in again." },
    });
  });

  it("starts a new session in the user's first organization", async () => {
    const app = use();
    const user = await app.signUp();
    const organization = await app.createOrganization(user, "First One");
    await app.createOrganization(user, "Second One");
    const signIn = await app.authRequest(
      "sign-in/email",
      { email: user.email, password: user.password },
      { ip: user.ip },
    );
    const token = signIn.headers.get("set-auth-token") ?? "";
    const session = await app.request("/api/auth/get-session", { token });
    const body = (await session.json()) as { session: { activeOrganizationId: string } };
    expect(body.session.activeOrganizationId).toBe(organization.id);
  });

  it("keeps the active organization when the caller asks for the full details of someone else's", async () => {
    const app = use();
    const user = await app.signUp();
    const own = await app.createOrganization(user, "Mine");
    const stranger = await app.signUp();
    const foreign = await app.createOrganization(stranger, "Theirs");

    for (const query of [`organizationId=${foreign.id}`, `organizationSlug=${foreign.slug}`]) {
      const response = await app.request(`/api/auth/organization/get-full-organization?${query}`, {
        token: user.token,
      });
      expect(response.status, query).toBe(403);
      // Better Auth's own answer, only without its side effect.
      expect(((await response.json()) as { message: string }).message).toBe("User is not a member of the organization");
    }

    const session = await app.request("/api/auth/get-session", { token: user.token });
    const body = (await session.json()) as { session: { activeOrganizationId: string } };
    expect(body.session.activeOrganizationId).toBe(own.id);
    const mine = await app.request("/api/auth/organization/get-full-organization", { token: user.token });
    expect(((await mine.json()) as { id: string }).id).toBe(own.id);
  });
});
