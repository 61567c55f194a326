import type { Site } from "@common/schemas/sites";
import type { Page } from "@playwright/test";
import { admin, heading, type Screen } from "./accessibility-kit";
import { expect } from "./fixtures";

const SALON = "Lindiwe's Salon";

/** The organization's salon, made from the template the first time a pass asks for it. */
async function salonSite(page: Page): Promise<Site> {
  const { sites } = (await (await page.request.get("/api/sites")).json()) as { sites: Site[] };
  const found = sites.find((site) => site.name === SALON);
  if (found) return found;
  const response = await page.request.post("/api/sites", { data: { name: SALON, template_id: "salon" } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Site;
}

async function detailsReady(page: Page) {
  await heading("Business details")(page);
  await expect(page.getByRole("form", { name: "Business details" })).toBeVisible({ timeout: 30_000 });
}

/** Business details: a site without a template, a salon with its sample texts and a mistake, the photo picker. */
export const DETAILS_SCREENS: Screen[] = [
  admin("Business details", "/admin/sites/:siteId/details", (site) => `/admin/sites/${site.id}/details`, detailsReady),
  {
    ...admin(
      "Business details, a salon's sample texts and a field's mistake",
      "/admin/sites/:siteId/details",
      (site) => `/admin/sites/${site.id}/details`,
      detailsReady,
    ),
    open: async (page) => {
      const salon = await salonSite(page);
      await page.goto(`/admin/sites/${salon.id}/details`);
      await detailsReady(page);
      const notice = page.getByRole("region", { name: "Sample texts" });
      await notice.getByText("Show them").click();
      await expect(notice.getByRole("link", { name: "About text" })).toBeVisible();
      const form = page.getByRole("form", { name: "Business details" });
      await form.getByLabel("Email address").fill("not an address");
      await form.getByRole("button", { name: "Save" }).click();
      await expect(form.getByText("Write a valid email address")).toBeVisible();
    },
  },
  {
    ...admin(
      "Business details, History",
      "/admin/sites/:siteId/details",
      (site) => `/admin/sites/${site.id}/details`,
      detailsReady,
    ),
    open: async (page) => {
      const salon = await salonSite(page);
      await page.goto(`/admin/sites/${salon.id}/details`);
      await detailsReady(page);
      const form = page.getByRole("form", { name: "Business details" });
      const price = form.getByRole("group", { name: "Gel manicure" }).getByLabel("Price");
      // A price unlike the one there: an unchanged file saves no version, and History would show one.
      const before = await price.inputValue();
      await price.fill(before === "R 301" ? "R 302" : "R 301");
      await form.getByRole("button", { name: "Save" }).click();
      await expect(form.getByText("Saved as a new version of data/site.json")).toBeVisible();
      await page.getByRole("button", { name: "History" }).click();
      await expect(page.getByRole("dialog", { name: "History of the business details" })).toContainText("Added:");
    },
  },
  {
    ...admin(
      "Business details, choosing the main photo",
      "/admin/sites/:siteId/details",
      (site) => `/admin/sites/${site.id}/details`,
      detailsReady,
    ),
    sharesOwner: true,
    open: async (page) => {
      await page.getByRole("button", { name: "Add photo: Main photo" }).click();
      await expect(page.getByRole("dialog", { name: "Choose a photo: Main photo" })).toBeVisible();
      await expect(page.getByText("This site's media library is empty")).toBeVisible();
    },
  },
];
