import { expect, it } from "vitest";
import { allowConsoleError } from "../test/setup";
import { describeEachDb } from "../test/test-app";

describeEachDb(
  "sign in with Google",
  (use) => {
    it("is announced to the SPA and starts Google's OAuth flow through Better Auth", async () => {
      const app = use();
      const config = (await (await app.request("/api/config")).json()) as { googleEnabled: boolean };
      expect(config.googleEnabled).toBe(true);

      const response = await app.authRequest("sign-in/social", { provider: "google", callbackURL: "/admin" });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { url: string; redirect: boolean };
      const url = new URL(body.url);
      expect(url.hostname).toBe("accounts.google.com");
      expect(url.searchParams.get("client_id")).toBe("test-client.apps.googleusercontent.com");
      expect(url.searchParams.get("redirect_uri")).toBe(`${app.env.appOrigin}/api/auth/callback/google`);
      expect(body.redirect).toBe(true);
    });

    it("refuses a callback URL on another origin", async () => {
      const app = use();
      allowConsoleError(/Invalid callbackURL/);
      const response = await app.authRequest("sign-in/social", {
        provider: "google",
        callbackURL: "https://evil.example/steal",
      });
      expect(response.status).toBe(403);
    });
  },
  { GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "test-secret" },
);
