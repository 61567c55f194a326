import { expect, it } from "vitest";
import { describeEachDb, type TestApp, type TestUser } from "../test/test-app";
import { MAX_FAILED_SIGN_INS, TOO_MANY_FAILED_SIGN_INS } from "./sign-in-failures";

function signIn(app: TestApp, user: TestUser, password: string, headers: Record<string, string> = {}) {
  return app.authRequest("sign-in/email", { email: user.email, password }, { headers });
}

describeEachDb(
  "sign-in limits behind a proxy",
  (use) => {
    it("keys the per-address limit on the address our proxy appended, not on what the client wrote", async () => {
      const app = use();
      const user = await app.signUp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        // The client makes up a new first entry each time; the proxy appends the address it saw.
        const forwarded = `198.51.100.${attempt + 1}, 203.0.113.9`;
        const response = await signIn(app, user, "wrong password!", { "x-forwarded-for": forwarded });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const elsewhere = await signIn(app, user, user.password, { "x-forwarded-for": "203.0.113.9, 203.0.113.10" });
      expect(elsewhere.status).toBe(200);
    });

    it(`refuses an account's sign-ins after ${MAX_FAILED_SIGN_INS} failures, from any addresses, until a reset`, async () => {
      const app = use();
      const user = await app.signUp();
      const bystander = await app.signUp();
      for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS / 2; attempt++) {
        expect((await signIn(app, user, "a wrong guess")).status).toBe(401);
      }
      // The owner signing in meanwhile does not wipe the guesses others made.
      expect((await signIn(app, user, user.password)).status).toBe(200);
      for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS / 2; attempt++) {
        expect((await signIn(app, user, "a wrong guess")).status).toBe(401);
      }
      for (const password of ["another guess", user.password]) {
        const refused = await signIn(app, user, password);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ code: "TOO_MANY_FAILED_SIGN_INS", message: TOO_MANY_FAILED_SIGN_INS });
      }
      // The limit is the account's own.
      expect((await signIn(app, bystander, bystander.password)).status).toBe(200);

      // A password reset proves the mailbox is the user's and lifts the lock.
      await app.requestPasswordReset(user.email);
      const link = new URL(await app.lastMailLink());
      const follow = await app.request(link.pathname + link.search);
      const token = new URL(follow.headers.get("location") ?? "", app.env.appOrigin).searchParams.get("token");
      const reset = await app.authRequest("reset-password", { token, newPassword: "a fresh password" });
      expect(reset.status).toBe(200);
      expect((await signIn(app, user, "a fresh password")).status).toBe(200);
    });
  },
  { TRUST_PROXY: "true" },
);
