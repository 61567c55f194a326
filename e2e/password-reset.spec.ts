import { expect, linkFromOutbox, newAccount, test } from "./fixtures";

test("forgot password → mail in the outbox → update password → sign in with the new one", async ({ page, request }) => {
  const account = newAccount();
  await request.post("/api/auth/sign-up/email", { data: account });

  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If an account exists for ${account.email}`)).toBeVisible();

  const link = await linkFromOutbox(account.email, /http:\/\/localhost:\d+\/api\/auth\/reset-password\/[^\s"<]+/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/update-password\?token=/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("my new sturdy password");
  await page.getByLabel("Confirm new password").fill("my new sturdy password");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Your password has been updated. Sign in with your new password.")).toBeVisible();

  await page.goto("/signin");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("my new sturdy password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("update-password without a token or a session says to sign in again", async ({ page }) => {
  await page.goto("/update-password");
  await expect(page.getByText("No valid authentication session found. Please sign in again.")).toBeVisible();
});
