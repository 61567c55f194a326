import { stepHeading } from "./creator-helpers";
import { createOrganizationViaApi, expect, savedContentViaApi, signUpViaApi, test } from "./fixtures";

// A site build shares two busy cores with other work: give the journey room.
test.describe.configure({ timeout: 150_000 });

const SLOW = { timeout: 30_000 };

test("with AI copy off, the template's words are examples to change or keep, counted at Review", async ({ page }) => {
  // This server writes copy with AI; the installation without it is one /api/config answer away.
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), aiCopy: false } });
  });
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Glow Co");
  await page.goto("/admin/creator?template=salon");
  await expect(page.getByRole("radio", { name: "Salon" })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Business name").fill("Glow Hair Studio");
  for (const step of ["Business", "Colours and logo", "Contact"]) {
    await stepHeading(page, step);
    await page.getByRole("button", { name: "Next" }).click();
  }

  await stepHeading(page, "Words");
  await expect(page.getByText("AI copy is off on this server.", { exact: false })).toBeVisible();
  await expect(page.getByText("Template example", { exact: true })).toHaveCount(3);
  const about = page.getByRole("textbox", { name: "About text" });
  await expect(about).toHaveValue(/Village Square/);
  await expect(about).toHaveAccessibleDescription(/Template example/);
  await expect(page.getByRole("textbox", { name: "Service 2" })).toHaveValue("Silk press");
  await page.getByRole("button", { name: "Next" }).click();

  await stepHeading(page, "Review");
  // The template's opening hours went in at Contact untouched: they are its example too.
  const notice = page.getByRole("region", { name: "4 texts are the template's examples" });
  await expect(notice).toBeVisible();
  for (const text of ["Opening hours", "Headline and introduction", "About text", "Services and prices"]) {
    await expect(notice.getByText(text, { exact: true })).toBeVisible();
  }
  await notice.getByRole("button", { name: "Change about text" }).click();
  await stepHeading(page, "Words");
  await expect(about).toBeFocused();
  const ours = "Glow opened in 2019 in Durban North.\n\nWe do natural hair, colour and nails.";
  await about.fill(ours);
  await expect(page.getByText("Template example", { exact: true })).toHaveCount(2);
  // Back and forth keeps it, as it keeps every answer.
  await page.getByRole("button", { name: "Back" }).click();
  await stepHeading(page, "Contact");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(about).toHaveValue(ours);
  await page.getByRole("button", { name: "Next" }).click();

  await stepHeading(page, "Review");
  await expect(page.getByRole("region", { name: "3 texts are the template's examples" })).toBeVisible();
  await page.getByRole("button", { name: "Change services and prices" }).click();
  await page.getByRole("button", { name: "Keep as is: services and prices" }).click();
  await expect(page.getByText("Kept as is", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("region", { name: "2 texts are the template's examples" })).toBeVisible();
  await page.getByRole("button", { name: "Create site" }).click();

  await expect(page).toHaveURL(/\/admin\/site\/[\w-]+$/, SLOW);
  const siteId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const data = JSON.parse((await savedContentViaApi(page, siteId, "data/site.json")) ?? "{}") as {
    copy: { about: string; headline: string; services: { name: string; section?: string }[] };
  };
  expect(data.copy.about).toBe(ours);
  expect(data.copy.headline).toBe("Leave a little lighter than you came in");
  expect(data.copy.services[1]).toMatchObject({ name: "Silk press", section: "Hair" });
});
