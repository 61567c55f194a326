import { allowConsoleErrors, createOrganizationViaApi, expect, signUpViaApi, test, toast } from "./fixtures";

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

test("without an organization, Sites in the drawer says to be invited or create one, and a failed create says why", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/admin");
  // The layout offers to create one at once; the user looks around first.
  const create = page.getByRole("dialog", { name: "Create organization" });
  await create.getByRole("button", { name: "Cancel" }).click();

  const drawer = page.getByRole("dialog", { name: /menu/i });
  await page.getByRole("button", { name: "Open menu" }).click();
  await drawer.getByRole("link", { name: "Sites" }).click();
  const blocked = toast(page).filter({ hasText: "You must be invited to, or create an organization" });
  await expect(blocked).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // The session ends in another tab before Create is pressed: the server's words, under 'Error'.
  allowConsoleErrors(/status of 401 .* @ \S+\/api\/organizations$/);
  await page.getByRole("button", { name: "Create organization" }).click();
  await create.getByLabel("Name").fill("Late Night Bakes");
  expect((await page.request.post("/api/auth/sign-out", { data: {} })).status()).toBe(200);
  await create.getByRole("button", { name: "Create", exact: true }).click();
  const failed = toast(page).filter({ hasText: "No valid authentication session found. Please sign in again." });
  await expect(failed).toBeVisible();
  await expect(failed.locator('[data-slot="toast-title"]')).toHaveText("Error");
  await expect(create).toBeVisible();
  await expect(create.getByRole("button", { name: "Create", exact: true })).toBeEnabled();
});
