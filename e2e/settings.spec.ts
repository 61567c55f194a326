import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  allowConsoleErrors,
  createOrganizationViaApi,
  createSiteViaApi,
  expect,
  joinViaApi,
  signUpViaApi,
  test,
  toast,
} from "./fixtures";

/** A 1×1 PNG: enough for the server to read and resize. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const PORT = Number(process.env.E2E_PORT ?? 3100);

test("an owner renames the organization, changes its slug, uploads and removes a logo, then deletes it and its live site", async ({
  page,
}) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Rename Me Co");
  const site = await createSiteViaApi(page, "Rename Me Shop");
  const published = await page.request.post("/site/publish", { data: { site_id: site.id } });
  expect(published.status()).toBe(200);
  // The starter site has no icon: the browser asks for one and logs the 404; the deleted site's host logs its own.
  allowConsoleErrors(new RegExp(`status of 404 .* @ http://${site.slug}\\.localhost:${PORT}/(favicon\\.ico)?$`));
  const visitor = await page.context().newPage();
  const live = await visitor.goto(`http://${site.slug}.localhost:${PORT}/`);
  expect(live?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { name: "Welcome to Rename Me Shop", level: 1 })).toBeVisible();

  await page.goto("/admin/settings");
  await expect(page.getByRole("tab", { name: "Organization" })).toHaveAttribute("aria-selected", "true");

  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();
  // The server's slug rules show under the field.
  allowConsoleErrors(/status of 400 .* @ .*\/api\/organization$/);
  await page.getByRole("textbox", { name: "Slug", exact: true }).fill("ab");
  await save.click();
  await expect(page.getByText("Slug must be at least 3 characters")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveAttribute("aria-invalid", "true");

  const slug = `renamed-${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Renamed Studio");
  await page.getByRole("textbox", { name: "Slug", exact: true }).fill(slug);
  await save.click();
  await expect(toast(page)).toContainText(`Saved Renamed Studio (${slug})`);
  await expect(page.getByRole("button", { name: "Organization: Renamed Studio" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveValue(slug);
  await expect(save).toBeDisabled();

  // A logo: the preview shows it, and removing it brings the initial back.
  await expect(page.getByRole("img", { name: "No logo yet" })).toHaveText("R");
  const file = join(mkdtempSync(join(tmpdir(), "webcraft-logo-")), "logo.png");
  writeFileSync(file, TINY_PNG);
  await page.getByLabel("Logo file").setInputFiles(file);
  await expect(toast(page).filter({ hasText: "Renamed Studio has a new logo" })).toBeVisible();
  const logo = page.getByRole("img", { name: "Renamed Studio logo" });
  await expect(logo).toHaveAttribute("src", /^data:image\/webp;base64,/);
  await page.getByRole("button", { name: "Remove logo" }).click();
  await expect(page.getByRole("img", { name: "No logo yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove logo" })).toHaveCount(0);

  // Deleting asks for the name, typed exactly.
  await page.getByRole("button", { name: "Delete organization" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Renamed Studio?" });
  const confirm = dialog.getByRole("button", { name: "Delete organization" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type Renamed Studio to confirm").fill("renamed studio");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type Renamed Studio to confirm").fill("Renamed Studio");
  await confirm.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page).filter({ hasText: "Renamed Studio and its sites were deleted" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Organization: No organization" })).toBeVisible();
  await expect(page.getByText("You are not in an organization yet")).toBeVisible();

  // The organization's site went with it: its host answers 404 at once.
  const gone = await visitor.reload();
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Site not found" })).toBeVisible();
  await visitor.close();
});

test("a viewer sees the organization's settings read-only, with the reason on hover", async ({ page, browser }) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Look Only Ltd");
  const viewer = await joinViaApi(browser, page, "viewer");

  await viewer.page.goto("/admin/settings");
  const name = viewer.page.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveValue("Look Only Ltd");
  await expect(name).toHaveAttribute("readonly", "");
  const save = viewer.page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toHaveAttribute("aria-disabled", "true");
  await save.hover();
  await expect(viewer.page.getByRole("tooltip")).toHaveText(
    "Your role (viewer) cannot change the organization's settings",
  );
  await expect(viewer.page.getByRole("button", { name: "Upload logo" })).toHaveAttribute("aria-disabled", "true");
  const remove = viewer.page.getByRole("button", { name: "Delete organization" });
  await expect(remove).toHaveAttribute("aria-disabled", "true");
  await remove.hover();
  await expect(viewer.page.getByRole("tooltip")).toHaveText("Your role (viewer) cannot delete the organization");
  await remove.click({ force: true });
  await expect(viewer.page.getByRole("alertdialog")).toHaveCount(0);
  await viewer.context.close();
});

test("the sessions list shows a second browser, and signing out the others signs it out", async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await signUpViaApi(page);
  await createOrganizationViaApi(page, "Two Browsers");
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.201.4.4" } });
  const other = await elsewhere.newPage();
  const signedIn = await other.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.status()).toBe(200);
  await other.goto("/admin/sites");
  await expect(other.getByRole("heading", { name: "Sites" })).toBeVisible();

  await page.goto("/admin/settings?tab=account");
  await expect(page.getByRole("tab", { name: "Account" })).toHaveAttribute("aria-selected", "true");
  const sessions = page.getByRole("list", { name: "Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByRole("listitem").first()).toContainText("This device");
  await expect(sessions.getByRole("listitem").first()).toContainText("Last used");
  await expect(sessions.getByText("This device")).toHaveCount(1);

  await page.getByRole("button", { name: "Sign out other sessions" }).click();
  await expect(toast(page)).toContainText("Signed out 1 other session");
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Sign out other sessions" })).toBeDisabled();

  await other.goto("/admin/members");
  await expect(other).toHaveURL(/\/signin$/);
  await elsewhere.close();
});

test("deleting the account asks for the password: a wrong one is refused in the dialog, the right one signs out", async ({
  page,
}) => {
  const account = await signUpViaApi(page);
  await createOrganizationViaApi(page, "Short Lived");
  await page.goto("/admin/settings?tab=account");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();

  allowConsoleErrors(/status of 400 .* @ .*\/api\/account$/);
  await dialog.getByLabel("Password", { exact: true }).fill("not my password");
  await confirm.click();
  await expect(dialog.getByText("Invalid password")).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await confirm.click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(toast(page).filter({ hasText: "Your account is gone" })).toBeVisible();
  // Signed out for good: the admin sends the visitor back to sign in.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/signin$/);
});

test("the profile's name is changed from the account tab, with the sign-up form's rule", async ({ page }) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Profile Works");
  await page.goto("/admin/settings?tab=account");
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  const save = page.getByRole("button", { name: "Save profile" });
  await expect(save).toBeDisabled();
  await name.fill("   ");
  await save.click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await name.fill("  Zanele Dube ");
  await save.click();
  await expect(toast(page)).toContainText("Your name is now Zanele Dube");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Zanele Dube");
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("Z");
});
