import { allowConsoleErrors, expect, test } from "./fixtures";

test("unknown paths show the not-found screen with a 404 status", async ({ page }) => {
  // The document itself answers 404, which the browser logs.
  allowConsoleErrors(/^Failed to load resource: .*status of 404 .* @ \S+\/no\/such\/page$/);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL(/\/$/);
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
