import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, newAccount, signUpWithSite, test, toast } from "./fixtures";

/** Holds every request to `url` until released, so what the screen shows meanwhile can be seen. */
async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const passing: Promise<void>[] = [];
  await page.route(url, (route) => {
    const passed = held.then(() => route.continue());
    passing.push(passed);
    return passed;
  });
  return async () => {
    release();
    await Promise.all(passing);
    await page.unroute(url);
  };
}

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

test("a wrong password shows the server's message once, in the form, with no toast", async ({ page, request }) => {
  // The refused sign-in answers 401, which the browser logs.
  allowConsoleErrors(/^Failed to load resource: .*status of 401 .* @ \S+\/api\/auth\/sign-in\/email$/);
  const account = newAccount();
  await request.post("/api/auth/sign-up/email", { data: account });
  await page.goto("/signin");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const failure = page.getByRole("alert").filter({ hasText: "Invalid email or password" });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("Sign in failed");
  // The mutation's error hook runs before the form shows the alert, so a toast would already be here.
  await expect(page.getByText("Invalid email or password")).toHaveCount(1);
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByRole("region", { name: /notifications/i }).getByRole("listitem")).toHaveCount(0);
  await expect(page).toHaveURL(/\/signin$/);
});

test("signing up with an address already taken shows the failure once, in the form", async ({ page, request }) => {
  allowConsoleErrors(/^Failed to load resource: .*status of 422 .* @ \S+\/api\/auth\/sign-up\/email$/);
  const account = newAccount();
  await request.post("/api/auth/sign-up/email", { data: account });
  await page.goto("/signup");
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sign up failed" })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/signup$/);
});

test("while answers are slow, the guard says 'Checking authorization...' and each screen what it loads", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Slow Lane Coffee");
  const loading = page.getByRole("status").filter({ hasText: /Loading|Checking/ });

  // The session is being read: nothing of the admin shows yet.
  let release = await holdRequests(page, "**/api/auth/get-session");
  await page.goto("/admin/members");
  await expect(loading).toHaveText("Checking authorization...");
  await expect(page.getByRole("navigation", { name: "Admin menu" })).toHaveCount(0);
  await release();
  await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();

  // The sites screen's code is on its way.
  release = await holdRequests(page, /\/assets\/site-list-[^/]*\.js$/);
  await page.goto("/admin/sites");
  await expect(loading).toContainText("Loading Sites...");
  await expect(loading).toContainText("Preparing your site manager");
  await release();
  await expect(page.getByRole("link", { name: "Slow Lane Coffee" })).toBeVisible();

  // The site itself is on its way to the editor.
  release = await holdRequests(page, new RegExp(`/api/sites/${site.id}$`));
  await page.goto(`/admin/site/${site.id}`);
  await expect(loading).toContainText("Loading Editor...");
  await expect(loading).toContainText("Preparing the page editor");
  await release();
  await expect(page.getByRole("heading", { name: "Slow Lane Coffee" })).toBeVisible();
  await expect(loading).toHaveCount(0);
});
