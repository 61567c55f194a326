import { allowConsoleErrors, expect, newAccount, test } from "./fixtures";

test("the guard sends a signed-out visitor to sign in and back to the saved path", async ({ page, request }) => {
  const account = newAccount();
  expect((await request.post("/api/auth/sign-up/email", { data: account })).ok()).toBe(true);

  await page.goto("/admin/members?tab=invitations");
  await expect(page).toHaveURL(/\/signin$/);
  const saved = await page.evaluate(() => localStorage.getItem("auth_redirect_data"));
  expect(JSON.parse(saved ?? "{}")).toEqual({ path: "/admin/members", search: "?tab=invitations" });

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/members\?tab=invitations$/);
  expect(await page.evaluate(() => localStorage.getItem("auth_redirect_data"))).toBeNull();
});

test("a wrong password shows the server's message", async ({ page, request }) => {
  // The refused sign-in answers 401, which the browser logs.
  allowConsoleErrors(/^Failed to load resource: .*status of 401 .* @ \S+\/api\/auth\/sign-in\/email$/);
  const account = newAccount();
  await request.post("/api/auth/sign-up/email", { data: account });
  await page.goto("/signin");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});
