import { expect, newAccount, test } from "./fixtures";

type Call = [string, string, Record<string, unknown>];

/** What the stub recorded in the data layer: its calls as [command, name, parameters]. */
async function recorded(page: import("@playwright/test").Page): Promise<Call[]> {
  return page.evaluate(() => (window.dataLayer ?? []).filter((entry) => Array.isArray(entry)) as Call[]);
}

test("without a Google tag, the admin's page views and the sign-up land in the data layer after the 5 s poll", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const account = newAccount();
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  // Nothing yet: the events wait for the tag, checked every 500 ms for 5 s.
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const dialog = page.getByRole("dialog", { name: "Create organization" });
  await dialog.getByLabel("Name").fill("Karoo Coffee");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Sites" }).click();
  await expect(page).toHaveURL(/\/admin\/sites$/);

  await expect
    .poll(() => errors.some((text) => text.startsWith("Google tag missing after 5 s")), { timeout: 8_000 })
    .toBe(true);
  // On a slow machine the 5 s may pass before the Sites screen opens: its view is sent straight to the stub.
  const pageViews = async () =>
    (await recorded(page))
      .filter(([command, name]) => command === "event" && name === "page_view")
      .map(([, , parameters]) => parameters);
  await expect
    .poll(async () => (await pageViews()).map((view) => view.page_path))
    .toEqual(["/signup", "/admin", "/admin/sites"]);
  const views = await pageViews();
  const calls = await recorded(page);
  expect(views[2]).toMatchObject({ page_search: "", page_title: expect.stringContaining("Sites") });
  const signUp = calls.find(([command, name]) => command === "event" && name === "sign_up");
  expect(signUp?.[2]).toEqual({
    event_category: "conversion",
    event_label: "Signup Complete",
    conversion: "SIGNUP_COMPLETE",
    value: 1,
    currency: "ZAR",
  });

  // A fresh load waits for the tag again; its page view carries the query.
  await page.goto("/admin/sites?view=list");
  await expect
    .poll(async () => (await recorded(page)).filter(([, name]) => name === "page_view").at(-1)?.[2].page_path)
    .toBe("/admin/sites?view=list");
});
