import { createOrganizationViaApi, expect, signUpViaApi, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 812 } });

test("at 375 px the menu is a drawer with an overlay that closes on outside click, navigation and resize", async ({
  page,
}) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Drawer Co");
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: "Admin menu" })).toBeHidden();

  const drawer = page.getByRole("dialog", { name: /menu/i });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer).toBeVisible();
  // 15rem once the slide-in transition has run.
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(240);

  await page.mouse.click(340, 400);
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await drawer.getByRole("link", { name: "Members" }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 812 });
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Admin menu" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
});
