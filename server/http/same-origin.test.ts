import { expect, it } from "vitest";
import type { ErrorBody } from "../test/api";
import { describeEachDb, nextIp, type TestApp } from "../test/test-app";

/** A request exactly as given: no Origin is added, unlike the usual test helper. */
function send(app: TestApp, path: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  const headers = new Headers(init.headers);
  headers.set("x-webcraft-client-ip", nextIp());
  return app.app.request(new URL(path, app.env.appOrigin).toString(), { ...init, headers });
}

/** A user with an organization, signed in again (so the new session starts in it) for a cookie. */
async function sessionCookie(app: TestApp) {
  const user = await app.signUp();
  const organization = await app.createOrganization(user);
  const signIn = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email: user.email, password: user.password },
    ip: nextIp(),
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  expect(cookie).toMatch(/^better-auth\.session_token=/);
  return { user, organization, cookie };
}

describeEachDb("writes that carry the session cookie", (use) => {
  it("are refused without an Origin, whatever the content type and route", async () => {
    const app = use();
    const { user, organization, cookie } = await sessionCookie(app);
    const writes: [path: string, body: string, type: string][] = [
      ["/api/organizations", JSON.stringify({ name: "Forged" }), "application/json"],
      ["/api/organizations", JSON.stringify({ name: "Forged" }), "text/plain"],
      ["/api/sites", JSON.stringify({ name: "Forged" }), "text/plain"],
      ["/site/publish", JSON.stringify({ site_id: "any" }), "application/json"],
      ["/api/auth/organization/set-active", JSON.stringify({ organizationId: organization.id }), "text/plain"],
    ];
    for (const [path, body, type] of writes) {
      const response = await send(app, path, { method: "POST", headers: { cookie, "content-type": type }, body });
      expect(response.status, `${path} ${type}`).toBe(403);
      const error = ((await response.json()) as ErrorBody).error;
      expect(error.code, path).toBe("FORBIDDEN");
      expect(error.message, path).toMatch(/Origin header naming the app/);
    }
    const sites = await app.request("/api/sites", { token: user.token });
    expect(((await sites.json()) as { sites: unknown[] }).sites).toEqual([]);
  });

  it("are taken from the app's origin, or with Sec-Fetch-Site: same-origin when the browser withholds it", async () => {
    const app = use();
    const { cookie } = await sessionCookie(app);
    const body = JSON.stringify({ name: "Honest" });
    const json = { cookie, "content-type": "application/json" };
    const fromApp = await send(app, "/api/sites", {
      method: "POST",
      headers: { ...json, origin: app.env.appOrigin },
      body,
    });
    expect(fromApp.status).toBe(201);
    const withheld = await send(app, "/api/sites", {
      method: "POST",
      headers: { ...json, "sec-fetch-site": "same-origin" },
      body,
    });
    expect(withheld.status).toBe(201);
    const opaque = await send(app, "/api/sites", {
      method: "POST",
      headers: { ...json, origin: "null", "sec-fetch-site": "same-origin" },
      body,
    });
    expect(opaque.status).toBe(201);
    const crossSite = await send(app, "/api/sites", {
      method: "POST",
      headers: { ...json, "sec-fetch-site": "cross-site" },
      body,
    });
    expect(crossSite.status).toBe(403);
  });

  it("leave bearer-token clients (no cookie) free to write without an Origin", async () => {
    const app = use();
    const user = await app.signUp();
    const response = await send(app, "/api/organizations", {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "From a script" }),
    });
    expect(response.status).toBe(201);
  });
});
