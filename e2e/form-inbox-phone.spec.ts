import { expect, test } from "./fixtures";
import { contact, openInbox, postForm, publishedSite, submissionList, submissionRow } from "./form-helpers";

// The form inbox at phone width.
test.describe.configure({ timeout: 120_000 });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a row shows who wrote and the start of their message; technical details fold away", async ({ page }) => {
    const { site } = await publishedSite(page, "Glow Nails", "salon");
    await postForm(site.slug, "contact", {
      name: "Naledi Dlamini-Fourie",
      phone: "+27 82 555 0199",
      email: "naledi.dlamini-fourie@example.com",
      message: "Gel nails for a wedding on the 14th, for me and three bridesmaids. Could we come at nine?",
    });
    await postForm(site.slug, "contact", { name: "Sam", phone: "0825550111", message: "Cut?" });
    await openInbox(page, site.id);
    const row = submissionRow(page, "Naledi");
    await expect(row).toContainText("Gel nails for a wedding on the 14th");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await row.click();
    await expect(page.getByRole("heading", { level: 1, name: "contact" })).toBeVisible();
    await expect(page.getByRole("term").first()).toHaveText("Your name");
    await page.getByText("Technical details").click();
    await expect(page.getByText(/^Mozilla\/5\.0/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("the list fills the screen; a submission opens full screen with a way back", async ({ page }) => {
    const { site } = await publishedSite(page, "Rowan Plants");
    await postForm(site.slug, "contact", contact("Mo Fern", "Do you deliver on weekends?"));
    await postForm(site.slug, "newsletter", { email: "leaf@example.com" }, { from: "/" });
    await openInbox(page, site.id);
    const nav = page.getByRole("navigation", { name: "Forms and folders" });
    await expect(nav.getByRole("combobox", { name: "Form" })).toBeVisible();
    await nav.getByRole("combobox", { name: "Form" }).selectOption({ label: "contact (1, 1 unread)" });
    await expect(page).toHaveURL(/form=contact/);
    await expect(submissionList(page).getByRole("button")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await submissionRow(page, "Mo Fern").click();
    await expect(page.getByRole("heading", { level: 1, name: "contact" })).toBeVisible();
    await expect(page.getByRole("definition").nth(2)).toHaveText("Do you deliver on weekends?");
    await expect(submissionList(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Back to the inbox" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Form inbox" })).toBeVisible();
    await expect(submissionRow(page, "Mo Fern")).toHaveAccessibleName(/^Mo Fern/);

    // The phone's own Back leaves an open submission too.
    await submissionRow(page, "Mo Fern").click();
    await expect(page.getByRole("button", { name: "Back to the inbox" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Form inbox" })).toBeVisible();
  });
});
