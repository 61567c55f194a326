import { expect, signUpWithSite, test } from "./fixtures";

test("every screen names the tab after itself, the editor after its site", async ({ page }) => {
  await page.goto("/signin");
  await expect(page).toHaveTitle("Sign in · Webcraft");
  const site = await signUpWithSite(page, "Karoo Coffee");
  await page.goto("/admin/sites");
  await expect(page).toHaveTitle("Sites · Webcraft");
  await page.getByRole("link", { name: "Karoo Coffee" }).click();
  await expect(page).toHaveTitle("Karoo Coffee — Editor · Webcraft");
  await page.goto(`/admin/media/${site.id}`);
  await expect(page).toHaveTitle("Karoo Coffee — Media library · Webcraft");
  await page.goto("/admin");
  await expect(page).toHaveTitle("Home · Webcraft");
});

test("the first Tab offers a skip link that moves focus past the menus to the page", async ({ page }) => {
  await signUpWithSite(page, "Skip Co");
  await page.goto("/admin/sites");
  await expect(page.getByRole("heading", { name: "Sites" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  // The next stop is inside the page, not the top bar or the admin menu.
  await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
});

test("what sits behind an open menu is inert, not merely hidden from screen readers", async ({ page }) => {
  await signUpWithSite(page, "Inert Co");
  await page.goto("/admin");
  await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
  // Radix marks the outermost nodes beside the menu's layer, but keeps live regions (a loading message, the
  // notifications) and their ancestors announcing. So it is what a person could reach that must be inert:
  // every link, button and field of the main content.
  const main = page.getByRole("main");
  const reachable = "a[href], button, input, select, textarea, [tabindex]";
  const inertAbove = () =>
    main.evaluate((element, selector) => {
      const controls = [...element.querySelectorAll(selector)];
      return controls.length > 0 && controls.every((control) => control.closest("[inert]") !== null);
    }, reachable);
  const noneInert = () =>
    main.evaluate(
      (element, selector) => [...element.querySelectorAll(selector)].every((control) => !control.closest("[inert]")),
      reachable,
    );
  const hiddenAbove = () =>
    main.evaluate(
      (element, selector) =>
        [...element.querySelectorAll(selector)].some((control) => control.closest("[aria-hidden=true]")),
      reachable,
    );
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expect.poll(inertAbove).toBe(true);
  expect(await hiddenAbove()).toBe(false);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect.poll(noneInert).toBe(true);
  await expect(page.getByRole("button", { name: "User menu" })).toBeFocused();
});

test("the top bar's menus, loaded on first use, open from the keyboard as from the mouse", async ({ page }) => {
  await signUpWithSite(page, "Keys Co");
  await page.goto("/admin");
  const userMenu = page.getByRole("button", { name: "User menu" });
  await expect(userMenu).toHaveAttribute("aria-haspopup", "menu");
  await userMenu.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  // Focus is in the menu, and the arrows walk its items.
  await page.keyboard.press("ArrowDown");
  await expect(menu.locator("[role^=menuitem]:focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(userMenu).toBeFocused();

  await page.getByRole("button", { name: "Organization: Keys Co" }).click();
  await expect(page.getByRole("menuitem", { name: "Create organization" })).toBeVisible();
});

test("tooltips show on hover and keyboard focus, and hide on Escape or leaving", async ({ page }) => {
  await signUpWithSite(page, "Tips Co");
  await page.goto("/admin/sites");
  await page.getByRole("button", { name: "Collapse menu" }).click();
  const expand = page.getByRole("button", { name: "Expand menu" });
  const tooltip = page.getByRole("tooltip");

  // A press does not ask for the label; a pause on hover does, once the bubble's code has loaded.
  await expect(tooltip).toHaveCount(0);
  await page.getByRole("link", { name: "Sites", exact: true }).hover();
  await expect(tooltip).toHaveText("Sites");
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);

  // Moving to a neighbour soon after shows its label, and leaving both puts it away.
  await page.getByRole("link", { name: "Home", exact: true }).hover();
  await expect(tooltip).toHaveText("Home");
  await page.getByRole("heading", { name: "Sites" }).hover();
  await expect(tooltip).toHaveCount(0);

  // Keyboard focus shows it at once, tied to the button as its description; leaving with Tab hides it.
  await expand.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(expand).toBeFocused();
  await expect(tooltip).toHaveText("Expand menu");
  const describedBy = await expand.getAttribute("aria-describedby");
  await expect(tooltip).toHaveAttribute("id", describedBy ?? "missing");
  await page.keyboard.press("Tab");
  await expect(tooltip).toHaveCount(0);

  // Expanded, the button says "Collapse" in words: it has no tooltip to show.
  await expand.click();
  await page.getByRole("button", { name: "Collapse menu" }).hover();
  await page.waitForTimeout(1_000);
  await expect(tooltip).toHaveCount(0);
});
