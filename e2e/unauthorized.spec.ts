import type { Member } from "@common/schemas/members";
import { expect, joinViaApi, signUpWithSite, test } from "./fixtures";

test("a member removed meanwhile who goes back to a site they had open lands on /unauthorized, in place of it in history", async ({
  page,
  browser,
  baseURL,
}) => {
  const site = await signUpWithSite(page, "Quayside Deli", "Quayside Co");
  const member = await joinViaApi(browser, page, "editor");
  const them = member.page;
  // Their context is not the fixture's page: its writes name the app themselves.
  const headers = { origin: new URL(baseURL ?? "").origin };
  const own = await them.request.post("/api/organizations", { data: { name: "Rooftop Studio" }, headers });
  expect(own.status()).toBe(201);
  const switched = await them.request.post("/api/auth/organization/set-active", {
    data: { organizationId: site.organization_id },
    headers,
  });
  expect(switched.status()).toBe(200);

  // They open the site from the list, go back, and switch to their own organization.
  await them.goto("/admin/sites");
  await them.getByRole("link", { name: "Quayside Deli" }).click();
  await expect(them.getByRole("heading", { name: "Quayside Deli" })).toBeVisible();
  await them.goBack();
  await expect(them).toHaveURL(/\/admin\/sites$/);
  await them.getByRole("button", { name: "Organization: Quayside Co" }).click();
  await them.getByRole("menuitem", { name: "Rooftop Studio" }).click();
  await expect(them.getByRole("button", { name: "Organization: Rooftop Studio" })).toBeVisible();

  // Meanwhile the owner removes them.
  const team = (await (await page.request.get("/api/members")).json()) as { members: Member[] };
  const removed = team.members.find((one) => one.email === member.account.email);
  expect((await page.request.delete(`/api/members/${removed?.id}`)).status()).toBe(204);

  // Forward to the site they had open: its organization refuses them, and the page says so.
  await them.goForward();
  await expect(them).toHaveURL(/\/unauthorized$/);
  await expect(them.getByRole("heading", { name: "You don't have access to this", level: 1 })).toBeVisible();
  await expect(them.getByText("It belongs to Quayside Co, an organization you are not a member of")).toBeVisible();
  await expect(them.getByText(member.account.email, { exact: true })).toBeVisible();

  // It took the site's place in history: back is the sites list, forward this page again.
  await them.goBack();
  await expect(them).toHaveURL(/\/admin\/sites$/);
  await them.goForward();
  await expect(them).toHaveURL(/\/unauthorized$/);
  await them.getByRole("link", { name: "Go to your sites" }).click();
  await expect(them).toHaveURL(/\/admin\/sites$/);
  await expect(them.getByRole("heading", { name: "Sites", level: 1 })).toBeVisible();
  await expect(them.getByRole("button", { name: "Organization: Rooftop Studio" })).toBeVisible();
  await member.context.close();
});
