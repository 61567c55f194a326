import type { Page } from "@playwright/test";
import { stepHeading } from "./creator-helpers";
import { createOrganizationViaApi, createSiteViaApi, expect, signUpViaApi, signUpWithSite, test } from "./fixtures";
import { publishViaApi } from "./form-helpers";

// A publish shares two busy cores with other work: give journeys room.
test.describe.configure({ timeout: 90_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SLOW = { timeout: 30_000 };

/** The site's card in the list, found by the link its name is. */
function card(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
}

test("an empty Home shows the templates, and one leads into the creator with it chosen", async ({ page }) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Glow Co");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Create your first site" })).toBeVisible();
  await expect(page.getByText("Pick the template closest to your business.")).toBeVisible();
  const templates = page.getByRole("list", { name: "Templates" });
  await expect(templates.getByRole("link")).toHaveCount(6);
  await expect(templates.getByRole("img")).toHaveCount(0); // decorative: the link says the template's name
  await templates.getByRole("link", { name: "Start with Salon" }).click();

  await expect(page).toHaveURL(/\/admin\/creator$/);
  await stepHeading(page, "Template");
  await expect(page.getByRole("radio", { name: "Salon" })).toBeChecked();
  await expect(page.getByTitle("Salon on a phone")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Kind of business")).toHaveValue("salon");
});

test("Create site opens the creator; Blank site (code) makes a blank site in the editor", async ({ page }) => {
  await signUpWithSite(page, "First Site", "Door Co");
  await page.goto("/admin/sites");
  await page.getByRole("link", { name: "Create site" }).click();
  await expect(page).toHaveURL(/\/admin\/creator$/);
  await stepHeading(page, "Template");

  await page.goto("/admin");
  await page.getByRole("region", { name: "Recent sites" }).getByRole("button", { name: "Blank site (code)" }).click();
  const dialog = page.getByRole("dialog", { name: "Blank site (code)" });
  await dialog.getByLabel("Name").fill("Code Corner");
  await dialog.getByRole("button", { name: "Create blank site" }).click();
  await expect(page).toHaveURL(/\/admin\/site\/[^/?]+\?file=pages%2FIndex\.jsx$/);
  await expect(page.getByRole("heading", { name: "Code Corner" })).toBeVisible();
  const preview = page.frameLocator('iframe[title="Preview of pages/Index.jsx"]');
  await expect(preview.getByRole("heading", { name: "Welcome to Code Corner" })).toBeVisible(SLOW);
});

test("the command menu's Create site opens the creator and Blank site (code) the blank site dialog", async ({
  page,
}) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Menu Co");
  await page.goto("/admin");
  // The shortcut is heard once the top bar is drawn.
  await expect(page.getByRole("button", { name: "Search" })).toBeVisible({ timeout: 30_000 });
  const menu = page.getByRole("dialog", { name: "Command menu" });
  const search = menu.getByRole("combobox", { name: "Search sites, files, screens and actions" });
  await page.keyboard.press("ControlOrMeta+k");
  await search.fill("create site");
  await menu.getByRole("option", { name: /^Create site/ }).click();
  await expect(page).toHaveURL(/\/admin\/creator$/);
  await stepHeading(page, "Template");

  await page.goto("/admin/sites");
  await expect(page.getByRole("heading", { name: "Sites" })).toBeVisible();
  await page.keyboard.press("ControlOrMeta+k");
  await search.fill("blank");
  await menu.getByRole("option", { name: /^Blank site \(code\)/ }).click();
  await expect(page.getByRole("dialog", { name: "Blank site (code)" })).toBeVisible();
});

test("a published site's card shows its home page; a new site's card its initial", async ({ page }) => {
  const published = await signUpWithSite(page, "Karoo Roasters", "Cards Co");
  await createSiteViaApi(page, "Nobody Yet");
  await publishViaApi(page, published.id);
  await page.goto("/admin/sites");

  const live = card(page, "Karoo Roasters");
  await expect(live).toContainText("Live · published");
  const picture = live.locator('[data-slot="site-picture"]');
  await expect(picture).toHaveAttribute("data-state", "loaded", SLOW);
  const frame = picture.locator("iframe");
  await expect(frame).toHaveAttribute("src", new RegExp(`^http://preview\\.localhost:${PORT}/site-picture/`));
  await expect(frame).toHaveAttribute("tabindex", "-1");
  await expect(frame).toHaveAttribute("aria-hidden", "true");
  await expect(live.frameLocator("iframe").getByRole("heading", { name: "Welcome to Karoo Roasters" })).toBeVisible();
  // A click anywhere on the card, the picture too, opens the editor.
  const box = await picture.boundingBox();
  await page.mouse.click((box?.x ?? 0) + 40, (box?.y ?? 0) + 40);
  await expect(page).toHaveURL(new RegExp(`/admin/site/${published.id}`));

  await page.goto("/admin/sites");
  const fresh = card(page, "Nobody Yet");
  await expect(fresh).toContainText("Not published");
  await expect(fresh.locator("iframe")).toHaveCount(0);
  await expect(fresh.locator('[data-slot="site-placeholder"]')).toHaveText("N");
});
