import type { Page } from "@playwright/test";
import { createOrganizationViaApi, expect, savedContentViaApi, signUpViaApi, test, toast } from "./fixtures";

// Site builds share busy cores with other work: give the journey room.
test.describe.configure({ timeout: 120_000 });

const FIRST_LOAD = { timeout: 30_000 };

/**
 * The preview's address now, and a wait until it has moved on from it. An edit shows at once in the page,
 * then the page is rebuilt and its frame replaced: a step that meets the old frame as it goes fails.
 */
function previewAddress(page: Page) {
  const frame = page.locator('iframe[title="Preview of pages/Index.jsx"]');
  return {
    now: () => frame.getAttribute("src"),
    async movedOnFrom(before: string | null) {
      await expect.poll(() => frame.getAttribute("src"), FIRST_LOAD).not.toBe(before);
    },
  };
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
]) {
  test(`on the ${viewport.name}, a heading and a business detail are changed on the preview, by mouse and by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    await createOrganizationViaApi(page, "Glow Co");
    const created = await page.request.post("/api/sites", {
      data: { template_id: "salon", site_data: { name: "Glow" } },
    });
    expect(created.status()).toBe(201);
    const site = (await created.json()) as { id: string };

    await page.goto(`/admin/site/${site.id}?file=pages%2FIndex.jsx`);
    const frame = page.frameLocator('iframe[title="Preview of pages/Index.jsx"]');
    const heading = frame.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Leave a little lighter than you came in", FIRST_LOAD);

    const edit = page.getByRole("button", { name: "Edit", exact: true });
    await edit.click();
    await expect(edit).toHaveAttribute("aria-pressed", "true");

    // The headline is one of the business's facts (data/site.json): a click makes it editable in place.
    const address = previewAddress(page);
    let shown = await address.now();
    await heading.click();
    await heading.press("ControlOrMeta+a");
    await heading.pressSequentially("Glow: hair, nails and calm");
    await heading.press("Enter");
    await expect(toast(page).filter({ hasText: "Change saved" })).toBeVisible();
    await expect(heading).toHaveText("Glow: hair, nails and calm", FIRST_LOAD);
    const data = await savedContentViaApi(page, site.id, "data/site.json");
    expect(data).toContain('"headline": "Glow: hair, nails and calm"');
    await address.movedOnFrom(shown);
    shown = await address.now();

    // JSX text, by keyboard: Tab to the "Booking is easy" heading, Enter, type, Enter.
    const booking = frame.getByRole("heading", { name: "Booking is easy" });
    await booking.focus();
    await booking.press("Enter");
    await booking.press("End");
    await booking.pressSequentially(" and quick");
    await booking.press("Enter");
    await expect(frame.getByRole("heading", { name: "Booking is easy and quick" })).toBeVisible(FIRST_LOAD);
    // The edited text shows at once; the save that follows lands a moment later.
    await expect
      .poll(() => savedContentViaApi(page, site.id, "pages/Index.jsx"), FIRST_LOAD)
      .toContain("Booking is easy and quick");
    await address.movedOnFrom(shown);

    // Escape cancels: nothing is saved.
    const steps = frame.locator("h3", { hasText: /^Cho/ });
    await steps.click();
    await steps.pressSequentially("xyz");
    await steps.press("Escape");
    await expect(steps).toHaveText("Choose");

    // Each change is a version of its file, named for what was edited.
    await page.getByRole("button", { name: "History" }).click();
    await expect(page.getByText("Edited on the page: Home heading").first()).toBeVisible();
  });
}
