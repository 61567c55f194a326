import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeEachDb, newAccount, nextIp } from "../test/test-app";

describeEachDb("accounts", (use) => {
  it("signs up with a session cookie that is HttpOnly and SameSite=Lax", async () => {
    const app = use();
    const response = await app.authRequest("sign-up/email", newAccount());
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("refuses a short password and a duplicate email", async () => {
    const app = use();
    const short = await app.authRequest("sign-up/email", newAccount({ password: "1234567" }));
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe("Password must be at least 8 characters");
    const user = await app.signUp();
    const again = await app.authRequest("sign-up/email", newAccount({ email: user.email }));
    expect(again.status).toBe(422);
  });

  it("answers 429 to the 4th wrong password within 10 seconds", async () => {
    const app = use();
    const user = await app.signUp();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await app.authRequest(
        "sign-in/email",
        { email: user.email, password: "wrong password!" },
        { ip },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The limit is per address: another caller is not blocked.
    const other = await app.authRequest("sign-in/email", { email: user.email, password: user.password });
    expect(other.status).toBe(200);
  });

  it("trusts the app origin only, never a published site's", async () => {
    const app = use();
    const user = await app.signUp();
    for (const origin of [`http://evil.${app.env.siteDomain}`, app.env.previewOrigin, "https://attacker.example"]) {
      const response = await app.authRequest(
        "sign-in/email",
        { email: user.email, password: user.password },
        { headers: { origin } },
      );
      expect(response.status, origin).toBe(403);
    }
  });

  it("resets a password through the outbox and ends the user's other sessions", async () => {
    const app = use();
    const user = await app.signUp();
    const request = await app.requestPasswordReset(user.email);
    expect(request.status).toBe(200);
    await app.mailOut();
    const outbox = join(app.env.dataDir, "outbox");
    const mail = readdirSync(outbox)
      .map((file) => readFileSync(join(outbox, file), "utf8"))
      .find((text) => text.includes(user.email));
    expect(mail).toContain("Subject: Reset your Webcraft password");

    const link = new URL(await app.lastMailLink());
    expect(link.origin).toBe(app.env.appOrigin);
    const follow = await app.request(link.pathname + link.search);
    expect(follow.status).toBe(302);
    const landing = new URL(follow.headers.get("location") ?? "", app.env.appOrigin);
    expect(landing.pathname).toBe("/update-password");
    const token = landing.searchParams.get("token") ?? "";
    expect(token).not.toBe("");

    const reset = await app.authRequest("reset-password", { token, newPassword: "a brand new password" });
    expect(reset.status).toBe(200);

    const oldSession = await app.request("/api/auth/get-session", { token: user.token });
    expect(await oldSession.json()).toBeNull();
    const oldPassword = await app.authRequest("sign-in/email", { email: user.email, password: user.password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await app.authRequest("sign-in/email", { email: user.email, password: "a brand new password" });
    expect(newPassword.status).toBe(200);

    const reused = await app.authRequest("reset-password", { token, newPassword: "yet another password" });
    expect(reused.status).toBe(400);
  });

  it("answers a reset request for an unknown email like a known one", async () => {
    const app = use();
    const response = await app.requestPasswordReset("nobody@example.com");
    expect(response.status).toBe(200);
  });

  it("changing the password ends the user's other sessions, even when the client asks to keep them", async () => {
    const app = use();
    const user = await app.signUp();
    const signIn = await app.authRequest("sign-in/email", { email: user.email, password: user.password });
    const otherToken = signIn.headers.get("set-auth-token") ?? "";
    expect(await (await app.request("/api/auth/get-session", { token: otherToken })).json()).not.toBeNull();

    const change = await app.authRequest(
      "change-password",
      { currentPassword: user.password, newPassword: "a changed password", revokeOtherSessions: false },
      { token: user.token },
    );
    expect(change.status).toBe(200);
    const { token: freshToken } = (await change.json()) as { token: string | null };

    expect(await (await app.request("/api/auth/get-session", { token: otherToken })).json()).toBeNull();
    const fresh = await app.request("/api/auth/get-session", { token: change.headers.get("set-auth-token") ?? "" });
    expect(((await fresh.json()) as { session: { token: string } }).session.token).toBe(freshToken);
  });

  it("signs out: the session token stops working", async () => {
    const app = use();
    const user = await app.signUp();
    const out = await app.request("/api/auth/sign-out", { method: "POST", token: user.token, json: {} });
    expect(out.status).toBe(200);
    const after = await app.request("/api/organizations", { method: "POST", json: { name: "X" }, token: user.token });
    expect(after.status).toBe(401);
  });
});
