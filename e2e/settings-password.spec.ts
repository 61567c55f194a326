import { createOrganizationViaApi, expect, signUpViaApi, test } from "./fixtures";

// Settings and the update-password page share one form: the new password is confirmed, and a change ends
// the account's other sessions.
test("Settings changes the password with the confirmation rule, and the new one signs in", async ({
  page,
  browser,
}) => {
  const account = await signUpViaApi(page);
  await createOrganizationViaApi(page, "Password Co");
  await page.goto("/admin/settings?tab=account");
  const card = page.locator('[data-slot="card"]').filter({ hasText: "Change the password you sign in with." });
  await card.getByLabel("Current password").fill(account.password);
  await card.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
  await card.getByLabel("Confirm new password").fill("a different passphrase");
  await card.getByRole("button", { name: "Update password" }).click();
  await expect(card.getByText("Passwords do not match")).toBeVisible();

  await card.getByLabel("Confirm new password").fill("a brand new passphrase");
  await card.getByRole("button", { name: "Update password" }).click();
  await expect(card.getByText("your other devices have been signed out")).toBeVisible();
  // Settings is a place to stay: no way "back" to where the user already is.
  await expect(card.getByRole("link", { name: "Back to Dashboard" })).toHaveCount(0);

  const other = await browser.newContext();
  const signIn = (password: string) =>
    other.request.post("/api/auth/sign-in/email", {
      data: { email: account.email, password },
      headers: { origin: new URL(page.url()).origin },
    });
  expect((await signIn(account.password)).status()).toBe(401);
  expect((await signIn("a brand new passphrase")).status()).toBe(200);
  await other.close();
});
