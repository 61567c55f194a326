import { expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../test/api";
import { describeEachDb, nextIp, type TestApp } from "../test/test-app";

/** A request exactly as given: no Origin is added, unlike the usual test helper. */
function send(app: TestApp, path: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  const headers = new Headers(init.headers);
  headers.set("x-webcraft-client-ip", nextIp());
  return app.app.request(new URL(path, app.env.appOrigin).toString(), { ...init, headers });
}

/** A user with an organization, signed in again (so the new session starts in it) for a cookie. */
async function sessionCookie(app: TestApp) {
  const { user, organization } = await signedUpOwner(app);
  const signIn = await app.authRequest("sign-in/email", { email: user.email, password: user.password });
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
    const cases: [what: string, headers: Record<string, string>, status: number][] = [
      ["from the app", { origin: app.env.appOrigin }, 201],
      ["Origin withheld", { "sec-fetch-site": "same-origin" }, 201],
      ["opaque Origin", { origin: "null", "sec-fetch-site": "same-origin" }, 201],
      ["cross-site", { "sec-fetch-site": "cross-site" }, 403],
    ];
    for (const [what, headers, status] of cases) {
      const response = await send(app, "/api/sites", {
        method: "POST",
        headers: { cookie, "content-type": "application/json", ...headers },
        body: JSON.stringify({ name: "Honest" }),
      });
      expect(response.status, what).toBe(status);
    }
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
