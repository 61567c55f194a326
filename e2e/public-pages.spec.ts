import { allowConsoleErrors, expect, signUpViaApi, test } from "./fixtures";

test("unknown paths show the not-found screen with a 404 status; 'Go home' is / signed out, /admin signed in", async ({
  page,
}) => {
  // The document itself answers 404, which the browser logs.
  allowConsoleErrors(/^Failed to load resource: .*status of 404 .* @ \S+\/no\/such\/page$/);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL(/\/$/);

  await signUpViaApi(page);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("the landing page shows an example address on this installation's site domain and no pricing", async ({
  page,
}) => {
  const { siteDomain } = (await (await page.request.get("/api/config")).json()) as { siteDomain: string };
  await page.goto("/");
  const features = page.getByRole("region", { name: /everything you need/i });
  await expect(features.getByText(`karoo-coffee.${siteDomain}`)).toBeVisible();
  await expect(page.locator("body")).not.toContainText("{slug}");
  await expect(page.getByRole("heading", { name: /pricing/i })).toHaveCount(0);
  await expect(page.getByText("Free while in early access").first()).toBeVisible();

  // Signed out, the top bar offers "Sign in" (through /login) and its logo stays on the landing page.
  const topBar = page.getByRole("banner");
  await topBar.getByRole("link", { name: "Webcraft home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await topBar.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(/\blog ?in\b/i)).toHaveCount(0);
});

test("docs, blog and legal pages render from markdown; /login leads to sign-in", async ({ page }) => {
  await page.goto("/docs/");
  await page
    .getByRole("link", { name: /getting started/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  await expect(page.getByRole("heading", { level: 1, name: /getting started/i })).toBeVisible();

  await page.goto("/blogs/");
  await page
    .getByRole("link", { name: /introducing webcraft/i })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /introducing webcraft/i })).toBeVisible();

  await page.goto("/docs/no-such-doc");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  await page.goto("/privacy-policy");
  await expect(page.getByText(/POPIA/).first()).toBeVisible();
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/login");
  await expect(page).toHaveURL(/\/signin$/);
});

test("app pages carry a CSP with no inline scripts and cannot be framed by others", async ({ page }) => {
  const response = await page.goto("/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  // The page runs under that policy: a refused script or style is a console error, which fails the test.
  await page.reload();
  await expect(page.getByRole("link", { name: /get started/i }).first()).toBeVisible();
});
