// What a viewer sees of a site on the fediverse: everything, with the actions that change it in place
// but refused, saying why.
import { expect, newAccount, signUpWithSite, test } from "./fixtures";
import { expectRefused, FIRST_LOAD, inviteViaApi, join, leave } from "./roles-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

test("a viewer sees the site's fediverse settings and blocks, read-only", async ({ page, browser, baseURL }) => {
  const site = await signUpWithSite(page, "Fedi Tearoom");
  const turnedOn = await page.request.put(`/api/sites/${site.id}/federation`, {
    data: { enabled: true, handle: "tearoom", bio: "Tea and scones." },
  });
  expect(turnedOn.status()).toBe(200);
  const blocked = await page.request.post(`/api/sites/${site.id}/federation/blocks`, {
    data: { kind: "domain", value: "spam.example" },
  });
  expect(blocked.status()).toBe(201);
  const account = newAccount();
  await inviteViaApi(page, account.email, "viewer", site.organization_id);
  const viewer = await join(browser, baseURL ?? "", account);
  const refusal = "Your role (viewer) cannot change site settings";

  await viewer.page.goto("/admin/federated");
  const card = viewer.page.getByRole("region", { name: "Fedi Tearoom" });
  await expect(card.getByText(/^@tearoom@/)).toBeVisible(FIRST_LOAD);
  await card.getByRole("link", { name: "Open Fedi Tearoom" }).click();

  await expect(viewer.page.getByRole("textbox", { name: "Bio" })).toHaveValue("Tea and scones.");
  await expect(viewer.page.getByRole("textbox", { name: "Handle" })).toHaveAttribute("readonly", "");
  await expect(viewer.page.getByRole("switch", { name: "On the fediverse" })).toBeDisabled();
  await expect(viewer.page.getByRole("button", { name: "Choose avatar" })).toHaveCount(0);
  await expectRefused(viewer.page, viewer.page.getByRole("button", { name: "Save" }), refusal);

  await viewer.page.getByRole("tab", { name: "Blocks" }).click();
  await expect(viewer.page.getByRole("textbox", { name: "Person" })).toHaveCount(0);
  await expect(viewer.page.getByText(`${refusal}.`, { exact: true })).toBeVisible();
  await expectRefused(viewer.page, viewer.page.getByRole("button", { name: "Unblock spam.example" }), refusal);
  await leave(viewer);
});
