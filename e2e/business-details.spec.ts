import type { Site } from "@common/schemas/sites";
import type { Page } from "@playwright/test";
import {
  allowConsoleErrors,
  createOrganizationViaApi,
  expect,
  fileViaApi,
  savedContentViaApi,
  signUpViaApi,
  test,
  toast,
} from "./fixtures";

// Publishing builds every page of the site on two busy cores: give the journey room.
test.describe.configure({ timeout: 150_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The first screen of a journey loads the app's code on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };

/** A new owner with a salon made from the template, as the site creator's API makes it. */
async function signUpWithSalon(page: Page, name = "Lindiwe's Salon"): Promise<Site> {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, `${name} Co`);
  const response = await page.request.post("/api/sites", { data: { name, template_id: "salon" } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Site;
}

function detailsForm(page: Page) {
  return page.getByRole("form", { name: "Business details" });
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an owner changes her hours and a price, saves, sees the version in History and publishes it", async ({
    page,
  }) => {
    const site = await signUpWithSalon(page);
    await page.goto(`/admin/site/${site.id}`);
    // The editor points out the template's sample texts, and leads to the form from its header.
    await expect(page.getByRole("region", { name: "Sample texts" })).toContainText(
      "texts are still the template's examples",
      FIRST_LOAD,
    );
    await page.getByRole("navigation", { name: "Site tools" }).getByRole("link", { name: "Business details" }).click();
    await expect(page.getByRole("heading", { name: "Business details", level: 1 })).toBeVisible();
    const form = detailsForm(page);

    const weekdays = form.getByRole("group", { name: "Tuesday to Friday" });
    await weekdays.getByLabel("Hours").fill("8:30 - 17:00");
    await weekdays.getByLabel("Hours").blur();
    await expect(weekdays.getByLabel("Hours")).toHaveValue("08:30 – 17:00");
    const treatment = form.getByRole("group", { name: "Treatment and steam" });
    await treatment.getByLabel("Price").fill("300");
    await treatment.getByLabel("Price").blur();
    await expect(treatment.getByLabel("Price")).toHaveValue("R 300");
    await expect(form.getByText("Unsaved changes")).toBeVisible();

    await form.getByRole("button", { name: "Save" }).click();
    const saved = form.getByText("Saved as a new version of data/site.json");
    await expect(saved).toBeVisible();
    const content = (await savedContentViaApi(page, site.id, "data/site.json")) ?? "";
    expect(JSON.parse(content).copy.services[3]).toMatchObject({ name: "Treatment and steam", price: "R 300" });

    await form.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(page).filter({ hasText: "Site published" })).toBeVisible({ timeout: 90_000 });
    // The template's pages ask for no icon; the browser asks for /favicon.ico anyway and logs the 404.
    allowConsoleErrors(new RegExp(`status of 404 .* @ http://${site.slug}\\.localhost:${PORT}/favicon\\.ico$`));
    const visitor = await page.context().newPage();
    await visitor.goto(`http://${site.slug}.localhost:${PORT}/services`);
    await expect(visitor.getByText("Treatment and steam")).toBeVisible();
    await expect(visitor.getByText("R 300", { exact: true })).toBeVisible();
    await expect(visitor.getByText("08:30 – 17:00").first()).toBeVisible();
    await visitor.close();

    await page.goto(`/admin/site/${site.id}?file=data/site.json`);
    await page.getByRole("tab", { name: "Code" }).click();
    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("button", { name: /Version 2/ })).toContainText("Business details: hours, 1 price");
  });

  test("the sample texts are listed until kept, and a field's mistake is shown beside it", async ({ page }) => {
    const site = await signUpWithSalon(page);
    await page.goto(`/admin/sites/${site.id}/details`);
    const notice = page.getByRole("region", { name: "Sample texts" });
    await expect(notice).toContainText(/\d+ texts are still the template's examples/, FIRST_LOAD);
    await notice.getByText("Show them").click();
    await notice.getByRole("link", { name: "About text" }).click();
    await expect(page.getByLabel("About text")).toBeFocused();

    const form = detailsForm(page);
    await form.getByLabel("Email address").fill("not an address");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByLabel("Email address")).toBeFocused();
    await expect(form.getByText("Write a valid email address")).toBeVisible();
    await form.getByLabel("Email address").fill("lindiwe@example.com");
    await expect(form.getByText("Write a valid email address")).toBeHidden();

    await notice.getByRole("button", { name: "Keep these texts" }).click();
    await expect(notice).toBeHidden();
    await page.goto(`/admin/site/${site.id}`);
    await expect(page.getByRole("button", { name: "Publish", exact: true }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Sample texts" })).toBeHidden();
  });

  test("someone saving meanwhile: overwrite with mine keeps their change and mine", async ({ page }) => {
    allowConsoleErrors(/status of 409 .* @ \S+\/api\/sites\/[\w-]+\/details$/);
    const site = await signUpWithSalon(page);
    await page.goto(`/admin/sites/${site.id}/details`);
    const form = detailsForm(page);
    await expect(form).toBeVisible(FIRST_LOAD);
    await form.getByLabel("Tagline").fill("Braids and colour in Durban North");

    const file = await fileViaApi(page, site.id, "data/site.json");
    const theirs = (file?.current_version?.content ?? "").replace('"+27 31 561 2278"', '"+27 31 000 0000"');
    const put = await page.request.put(`/api/sites/${site.id}/files/${file?.id}/content`, {
      data: { content: theirs },
    });
    expect(put.status()).toBe(200);

    await form.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog", { name: "Someone changed these details since you opened them" });
    await expect(dialog).toContainText("Version 2");
    await dialog.getByRole("button", { name: "Overwrite with mine" }).click();
    await expect(form.getByText("Saved as a new version of data/site.json")).toBeVisible();
    await expect(form.getByLabel("Phone number")).toHaveValue("+27 31 000 0000");
    const saved = JSON.parse((await savedContentViaApi(page, site.id, "data/site.json")) ?? "{}");
    expect(saved.tagline).toBe("Braids and colour in Durban North");
    expect(saved.contact.phone).toBe("+27 31 000 0000");
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("works by keyboard at 375 px: adds, moves and removes an opening hours line", async ({ page }) => {
    const site = await signUpWithSalon(page);
    await page.goto(`/admin/sites/${site.id}/details`);
    const form = detailsForm(page);
    await expect(form).toBeVisible(FIRST_LOAD);
    const add = form.getByRole("button", { name: "Add opening hours" });
    await add.focus();
    await page.keyboard.press("Enter");
    await expect(form.getByRole("group", { name: "Opening hours line 4" }).getByLabel("Days")).toBeFocused();
    await page.keyboard.type("Public holidays");
    await page.keyboard.press("Tab");
    await page.keyboard.type("closed");
    await page.keyboard.press("Tab");
    const holidays = form.getByRole("group", { name: "Public holidays" });
    await expect(holidays.getByLabel("Hours")).toHaveValue("Closed");

    await holidays.getByRole("button", { name: "Move Public holidays up" }).focus();
    await page.keyboard.press("Enter");
    await expect(form.getByRole("button", { name: "Move Public holidays up" })).toBeFocused();
    const lines = form.locator("#details-contact-hours > ol > li legend");
    await expect(lines).toHaveText(["Tuesday to Friday", "Saturday", "Public holidays", "Sunday and Monday"]);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(lines).toHaveText(["Public holidays", "Tuesday to Friday", "Saturday", "Sunday and Monday"]);
    await form.getByRole("button", { name: "Remove Public holidays" }).click();
    await expect(lines).toHaveText(["Tuesday to Friday", "Saturday", "Sunday and Monday"]);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
