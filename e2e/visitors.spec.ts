import { mkdirSync } from "node:fs";
import { someVisitors, waitForViews } from "./analytics-helpers";
import { allowConsoleErrors, expect, signUpWithSite, test } from "./fixtures";
import { publishViaApi } from "./form-helpers";

const SHOTS = "/tmp/shots";

test("visitor numbers: empty states say what to do, then views, visitors, pages, referrers and devices", async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const site = await signUpWithSite(page, "Karoo Bakery");

  await page.goto("/admin");
  const home = page
    .getByRole("region", { name: "Visitors" })
    .or(page.locator("section[aria-labelledby=visitors-heading]"));
  await expect(home.getByText("No visitors in the last 30 days")).toBeVisible();
  await expect(home.getByText(/Publish a site from its editor, then share its address/)).toBeVisible();

  await page.goto(`/admin/site/settings/${site.id}#visitors`);
  const card = page.getByRole("region", { name: "Visitors" });
  await expect(card.getByText("Publish the site from the editor, then share its address")).toBeVisible();
  await expect(card).toBeInViewport();

  allowConsoleErrors(/status of 400 .* @ .*\/api\/sites\/[^/]+\/links$/);
  await page
    .getByRole("navigation", { name: "Site settings" })
    .getByRole("link", { name: "WhatsApp and badge" })
    .click();
  const links = page.getByRole("region", { name: "WhatsApp and badge" });
  await links.getByLabel("WhatsApp number").fill("082 123");
  await links.getByRole("button", { name: "Save" }).click();
  await expect(links.getByText("Write the WhatsApp number with its country code")).toBeVisible();
  await links.getByLabel("WhatsApp number").fill("+27 82 123 4567");
  await links.getByRole("button", { name: "Save" }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText("Links saved");
  await expect(links.getByLabel("WhatsApp number")).toHaveValue("+27821234567");

  await publishViaApi(page, site.id);
  await page.goto(`/admin/site/settings/${site.id}#visitors`);
  await page.reload();
  await expect(card.getByText(`Share the address ${site.slug}.localhost`)).toBeVisible();

  await someVisitors(site.slug);
  await waitForViews(page, card, 10);
  const figures = card.locator("dl");
  await expect(figures.getByText("Visitors")).toBeVisible();
  await expect(figures.locator("dd").nth(1)).toHaveText("3");
  await expect(card.locator("figure svg").first()).toBeVisible();
  const pages = card.locator("section", { hasText: "Top pages" });
  await expect(pages.getByRole("listitem")).toHaveText(["/4", "/about4", "/contact2"]);
  const referrers = card.locator("section", { hasText: "Top referrers" });
  await expect(referrers.getByRole("listitem").first()).toContainText("www.google.com");
  await expect(referrers.getByRole("listitem")).toHaveCount(2);
  const devices = card.locator("section", { hasText: "Devices" });
  await expect(devices.getByRole("listitem").first()).toContainText("Desktop");
  await expect(devices.getByRole("listitem").nth(1)).toContainText("Phone");

  await card.getByRole("button", { name: "7 days" }).click();
  await expect(card.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(figures.locator("dd").first()).toHaveText("10");
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/visitors-site-1280.png`, fullPage: true });

  await page.goto("/admin");
  const homeNumbers = page.locator("section[aria-labelledby=visitors-heading]");
  await expect(homeNumbers.locator("dd").first()).toHaveText("10");
  await expect(homeNumbers.getByText(`Karoo Bakery /about`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/visitors-home-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(homeNumbers.locator("dd").first()).toHaveText("10");
  await expect(homeNumbers.locator("figure svg").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/visitors-home-375.png`, fullPage: true });
  await page.goto(`/admin/site/settings/${site.id}#visitors`);
  await expect(card.locator("dd").first()).toHaveText("10");
  await expect(card.locator("figure svg").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/visitors-site-375.png`, fullPage: true });
});
