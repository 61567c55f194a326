// A salon owner runs her site without code, from the creator to History, and never opens the Code tab.
import type { Page } from "@playwright/test";
import {
  allowConsoleErrors,
  createOrganizationViaApi,
  expect,
  savedContentViaApi,
  signUpViaApi,
  test,
  toast,
} from "./fixtures";
import { png, uploadViaApi } from "./media-helpers";

// The creator's build, a preview's and a publish share two busy cores with other work: give the journey room.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SLOW = { timeout: 30_000 };
const HEADLINE = "Glow: natural hair and nails in Durban North";

/** This server writes copy with AI; an installation without it is one /api/config answer away. */
async function withoutAiCopy(page: Page) {
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), aiCopy: false } });
  });
}

async function next(page: Page, step: string) {
  await expect(page.getByRole("heading", { name: new RegExp(`^Step \\d of 6: ${step}$`) })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
}

test("a salon owner makes her site, changes her hours, a price, a photo and the headline, publishes, and reads the History", async ({
  page,
  browser,
}) => {
  await withoutAiCopy(page);
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Glow Co");

  // The creator, the template first: with AI copy off, the template's words and hours are its examples.
  await page.goto("/admin/creator?template=salon");
  await expect(page.getByRole("radio", { name: "Salon" })).toBeChecked(SLOW);
  await next(page, "Template");
  await page.getByLabel("Business name").fill("Glow Hair Studio");
  await next(page, "Business");
  await next(page, "Colours and logo");
  const hours = page.getByRole("region", { name: "Opening hours" });
  await expect(hours.getByLabel("Hours, line 1")).toHaveValue("08:30 – 18:00");
  await expect(hours.getByText("Template example", { exact: true })).toBeVisible();
  await next(page, "Contact");
  await next(page, "Words");
  const examples = page.getByRole("region", { name: "4 texts are the template's examples" });
  await expect(examples).toBeVisible();
  await page.getByRole("button", { name: "Create site" }).click();

  // Business details counts the same texts by the same rule.
  await expect(page).toHaveURL(/\/admin\/site\/[\w-]+$/, SLOW);
  const siteId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const photo = await uploadViaApi(page, siteId, await png("glow-chair.png", "#9d174d"));
  await page.getByRole("navigation", { name: "Site tools" }).getByRole("link", { name: "Business details" }).click();
  const form = page.getByRole("form", { name: "Business details" });
  await expect(form).toBeVisible(SLOW);
  await expect(page.getByRole("region", { name: "Sample texts" })).toContainText(
    "4 texts are still the template's examples",
  );

  const weekdays = form.getByRole("group", { name: "Tuesday to Friday" });
  await weekdays.getByLabel("Hours").fill("9 - 5");
  await weekdays.getByLabel("Hours").blur();
  await expect(weekdays.getByLabel("Hours")).toHaveValue("09:00 – 17:00");
  const treatment = form.getByRole("group", { name: "Treatment and steam" });
  await treatment.getByLabel("Price").fill("300");
  await treatment.getByLabel("Price").blur();
  await form.getByRole("button", { name: "Add photo: Main photo" }).click();
  await page
    .getByRole("dialog", { name: "Choose a photo: Main photo" })
    .getByRole("button", { name: /glow-chair/ })
    .click();
  // The main photo's description is the first of the form's photos.
  await form.getByLabel("What the photo shows").first().fill("A styling chair by the window");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Saved as a new version of data/site.json")).toBeVisible();

  // On the preview, in Edit mode, the home page's heading is changed where it stands.
  await page.getByRole("link", { name: "Back to the editor" }).click();
  const frame = page.frameLocator('iframe[title="Preview of pages/Index.jsx"]');
  const heading = frame.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Leave a little lighter than you came in", SLOW);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await heading.click();
  await heading.press("ControlOrMeta+a");
  await heading.pressSequentially(HEADLINE);
  await heading.press("Enter");
  await expect(toast(page).filter({ hasText: "Change saved" })).toBeVisible();
  await expect(heading).toHaveText(HEADLINE, SLOW);

  await page.getByRole("button", { name: "Publish", exact: true }).first().click();
  await expect(toast(page).filter({ hasText: "Site published" })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("tab", { name: "Code" })).toHaveAttribute("aria-selected", "false");

  // A visitor sees all four changes on the published site.
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as { slug: string };
  const address = `http://${site.slug}.localhost:${PORT}`;
  // The template's pages ask for no icon; the browser asks for /favicon.ico anyway and logs the 404.
  allowConsoleErrors(new RegExp(`status of 404 .* @ ${address.replaceAll(".", "\\.")}/favicon\\.ico$`));
  const visitor = await browser.newPage();
  await visitor.goto(address);
  await expect(visitor.getByRole("heading", { level: 1, name: HEADLINE })).toBeVisible();
  await expect(visitor.getByRole("img", { name: "A styling chair by the window" })).toBeVisible();
  await expect(visitor.getByText("09:00 – 17:00").first()).toBeVisible();
  await visitor.goto(`${address}/services`);
  await expect(visitor.getByText("R 300", { exact: true })).toBeVisible();
  await visitor.close();
  expect(photo.path).toContain("glow-chair");

  // History, from Business details: each change, with the lines it changed.
  await page.goto(`/admin/sites/${siteId}/details`);
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History of the business details" });
  const onThePage = history.getByRole("button", { name: /Version 3/ });
  await expect(onThePage).toContainText("Edited on the page: Home heading", SLOW);
  await expect(onThePage).toContainText('Removed: "headline": "Leave a little lighter than you came in"');
  await expect(onThePage).toContainText(`Added: "headline": "${HEADLINE}"`);
  await expect(onThePage.locator('[data-slot="version-changes"] > span')).toHaveCount(2);
  const details = history.getByRole("button", { name: /Version 2/ });
  await expect(details).toContainText("Business details:");
  await expect(details).toContainText('"days": "Tuesday to Friday", "hours": "09:00 – 17:00"');
  const saved = JSON.parse((await savedContentViaApi(page, siteId, "data/site.json")) ?? "{}");
  expect(saved.photos.hero).toEqual({ src: `/media/${photo.path}`, alt: "A styling chair by the window" });
});
