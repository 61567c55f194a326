import { expect, signUpWithSite, test } from "./fixtures";

const PLANNED_MENU_ITEMS = ["Federated"];

test.use({ viewport: { width: 1280, height: 800 } });

test("the menu marks the planned area 'Soon'; a planned screen says what it will do and leads to a working one", async ({
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
  for (const label of ["Mail", "Members", "Billing", "Commerce"]) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }

  await menu.getByRole("link", { name: "Federated (soon)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Federated" })).toBeVisible();
  await expect(page.getByText("Coming soon")).toBeVisible();
  await expect(page.getByText(/Share posts and pages with sites of other organizations/)).toBeVisible();
  await page.getByRole("link", { name: "Go to Sites" }).click();
  await expect(page).toHaveURL(/\/admin\/sites$/);
  await expect(page.getByRole("link", { name: "Karoo Roasters" })).toBeVisible();
});
