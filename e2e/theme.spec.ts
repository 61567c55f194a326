import { createOrganizationViaApi, expect, signUpViaApi, test } from "./fixtures";

test("the theme starts light, switches to dark from the user menu and survives a reload", async ({ page }) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Night Owls");
  await page.goto("/admin");
  await expect(page.locator("html")).toHaveClass(/light/);

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitemradio", { name: "Light" }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
});
