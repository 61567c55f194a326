import { expect, signUpWithSite, test } from "./fixtures";

const PLANNED_MENU_ITEMS = ["Mail", "Federated"];

test.use({ viewport: { width: 1280, height: 800 } });

test("the menu marks the two planned areas 'Soon'; a planned screen says what it will do and leads to a working one", async ({
  page,
}) => {
  await signUpWithSite(page, "Karoo Roasters");
  await page.goto("/admin");
  const menu = page.getByRole("navigation", { name: "Admin menu" });
  await expect(menu.getByRole("link", { name: /\(soon\)$/ })).toHaveCount(PLANNED_MENU_ITEMS.length);
  for (const label of PLANNED_MENU_ITEMS) {
    const link = menu.getByRole("link", { name: `${label} (soon)`, exact: true });
    await expect(link.getByText("Soon", { exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Members", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Billing", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Commerce", exact: true })).toBeVisible();

  await menu.getByRole("link", { name: "Mail (soon)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
  await expect(page.getByText("Coming soon")).toBeVisible();
  await expect(page.getByText(/create mailboxes on it/)).toBeVisible();
  await page.getByRole("link", { name: "Go to Sites" }).click();
  await expect(page).toHaveURL(/\/admin\/sites$/);
  await expect(page.getByRole("link", { name: "Karoo Roasters" })).toBeVisible();
});
