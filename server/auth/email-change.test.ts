import { EMAIL_CHANGE_LANDING, EMAIL_CHANGE_MESSAGES } from "@common/schemas/auth";
import { expect, it } from "vitest";
import { describeEachDb, type TestApp, type TestUser } from "../test/test-app";

type AuthError = { code?: string; message?: string };

/** Asks for the address change as the Account tab does. */
async function askChange(app: TestApp, user: TestUser, newEmail: string) {
  const response = await app.authRequest(
    "change-email",
    { newEmail, callbackURL: "/elsewhere" },
    { token: user.token },
  );
  return { status: response.status, body: (await response.json()) as AuthError };
}

async function signInStatus(app: TestApp, email: string, password: string) {
  return (await app.authRequest("sign-in/email", { email, password })).status;
}

/** Opens a mailed link with no session, as from a mail program: where it leads. */
async function open(app: TestApp, link: string) {
  const response = await app.request(link);
  return { status: response.status, location: response.headers.get("location") };
}

describeEachDb("changing the account's address", (use) => {
  it("mails a link to the new address and changes it only when the link is opened", async () => {
    const app = use();
    const user = await app.signUp();
    const newEmail = `moved-${user.id.slice(0, 6)}@example.net`.toLowerCase();

    expect(await askChange(app, user, `  ${newEmail.toUpperCase()} `)).toMatchObject({ status: 200 });
    await app.mailOut();
    const mail = app.mailLog.findLast((line) => line.includes('[mail] "'));
    expect(mail).toContain(`"Confirm your new Webcraft address" to ${newEmail}`);
    const link = await app.lastMailLink();
    expect(link).toMatch(/\/api\/auth\/verify-email\?token=/);
    // The link leads back to the Account tab, whatever the client asked for.
    expect(new URL(link).searchParams.get("callbackURL")).toBe(EMAIL_CHANGE_LANDING);
    // Until then nothing has changed.
    expect(await signInStatus(app, user.email, user.password)).toBe(200);
    expect(await signInStatus(app, newEmail, user.password)).toBe(401);

    expect(await open(app, link)).toEqual({ status: 302, location: EMAIL_CHANGE_LANDING });
    expect(await signInStatus(app, newEmail, user.password)).toBe(200);
    expect(await signInStatus(app, user.email, user.password)).toBe(401);
    const row = await app.deps.db.kysely
      .selectFrom("user")
      .select(["email", "emailVerified"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: newEmail });
    expect(Boolean(row.emailVerified)).toBe(true);

    // The link works once.
    expect(await open(app, link)).toMatchObject({ location: `${EMAIL_CHANGE_LANDING}&error=USER_NOT_FOUND` });
  });

  it("refuses the current address, another account's and one that is not an address, with a clear message", async () => {
    const app = use();
    const user = await app.signUp();
    const other = await app.signUp();
    const before = app.mailLog.length;

    expect(await askChange(app, user, user.email.toUpperCase())).toMatchObject({
      status: 400,
      body: { code: "EMAIL_UNCHANGED", message: EMAIL_CHANGE_MESSAGES.unchanged },
    });
    expect(await askChange(app, user, other.email)).toMatchObject({
      status: 409,
      body: { code: "EMAIL_TAKEN", message: "Another account already uses that address" },
    });
    expect(await askChange(app, user, "not an address")).toMatchObject({
      status: 400,
      body: { message: "Enter a valid email address" },
    });
    const signedOut = await app.authRequest("change-email", { newEmail: "someone-new@example.com" });
    expect(signedOut.status).toBe(401);
    await app.mailOut();
    expect(app.mailLog.length).toBe(before);
  });

  it("sends an opened link back to the Account tab when another account took the address meanwhile", async () => {
    const app = use();
    const user = await app.signUp();
    const wanted = `wanted-${user.id.slice(0, 6)}@example.org`.toLowerCase();
    expect((await askChange(app, user, wanted)).status).toBe(200);
    const link = await app.lastMailLink();
    await app.signUp({ email: wanted });

    expect(await open(app, link)).toEqual({ status: 302, location: `${EMAIL_CHANGE_LANDING}&error=EMAIL_TAKEN` });
    expect(await signInStatus(app, user.email, user.password)).toBe(200);
    // A link whose token was altered is Better Auth's to refuse.
    const altered = link.replace(/(token=[^&]+)[A-Za-z0-9_-]{4}&/, "$1AAAA&");
    expect(altered).not.toBe(link);
    expect((await open(app, altered)).location).toBe(`${EMAIL_CHANGE_LANDING}&error=INVALID_TOKEN`);
  });

  it("offers no mail to confirm the current address", async () => {
    const app = use();
    const user = await app.signUp();
    const response = await app.authRequest("send-verification-email", { email: user.email });
    expect(response.status).toBe(404);
  });
});
