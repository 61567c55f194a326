import { expect, it } from "vitest";
import { describeEachDb, newAccount } from "../test/test-app";

describeEachDb(
  "session cookie under https",
  (use) => {
    it("is a __Host- cookie: Secure, Path=/, no Domain, so no other host can set or shadow it", async () => {
      const app = use();
      const account = newAccount();
      const response = await app.authRequest("sign-up/email", account);
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Host-/);
        expect(cookie).toMatch(/; Secure/i);
        expect(cookie).toMatch(/; Path=\/(;|$)/i);
        expect(cookie).not.toMatch(/Domain=/i);
      }
      const session = cookies.find((cookie) => cookie.startsWith("__Host-better-auth.session_token="));
      const pair = session?.split(";")[0] ?? "";

      // The SPA's requests carry it as they did before, to Better Auth and to our API alike.
      const me = await app.request("/api/auth/get-session", { headers: { cookie: pair } });
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(account.email);
      const created = await app.request("/api/organizations", {
        method: "POST",
        json: { name: "Hosted Org" },
        headers: { cookie: pair },
      });
      expect(created.status).toBe(201);
    });
  },
  {
    APP_ORIGIN: "https://app.webcraft.test",
    PREVIEW_ORIGIN: "https://preview.webcraft-sites.test",
    SITE_DOMAIN: "webcraft-sites.test",
  },
);
