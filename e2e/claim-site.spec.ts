import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { claimPath } from "./claim-helpers";
import { addTxtRecord } from "./dns-zone";
import { allowConsoleErrors, expect, linkFromOutbox, newAccount, signUpWithSite, test, toast } from "./fixtures";
import { publishViaApi, siteOrigin } from "./form-helpers";

const SHOTS = "/tmp/shots";
const FIRST_LOAD = { timeout: 30_000 };
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Gives the site a verified custom domain and makes it primary: the site's own host then redirects there. */
async function primaryCustomDomain(page: Page, siteId: string): Promise<string> {
  const hostname = `www.salon-${randomBytes(4).toString("hex")}.test`;
  const added = await page.request.post(`/api/sites/${siteId}/domains`, { data: { hostname } });
  expect(added.status()).toBe(201);
  const domain = (await added.json()) as { id: string; records: { type: string; value: string }[] };
  addTxtRecord(`_webcraft.${hostname}`, domain.records.find((record) => record.type === "TXT")?.value ?? "");
  expect((await page.request.post(`/api/sites/${siteId}/domains/${domain.id}/verify`)).status()).toBe(200);
  expect((await page.request.post(`/api/sites/${siteId}/domains/${domain.id}/primary`)).status()).toBe(200);
  return hostname;
}

test("an agency hands a site over: the client signs up from the link, claims it into a new organization, and the agency is invited back", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const site = await signUpWithSite(page, "Thandi's Salon", "Pixel Agency");
  const agencyEmail = (await (await page.request.get("/api/auth/get-session")).json()).user.email as string;
  await publishViaApi(page, site.id);

  // The agency makes the link in the site's settings.
  await page.goto(`/admin/site/settings/${site.id}#hand-over`);
  const card = page.getByRole("region", { name: "Hand over to a client" });
  await expect(card).toBeVisible(FIRST_LOAD);
  await card.getByRole("button", { name: "Create claim link" }).click();
  await expect(toast(page)).toContainText("Claim link created");
  const url = await card.getByRole("textbox", { name: "Claim link" }).inputValue();
  expect(url).toMatch(new RegExp(`/admin/sites/claim/${site.slug}\\?token=[A-Za-z0-9_-]{43}$`));
  await expect(card.getByText(/Works until \d+ \w+ \d{4}/)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/claim-card-1280.png` });
  // On a phone the link wraps and shows whole: nothing of it is scrolled out of its field.
  await page.setViewportSize({ width: 375, height: 900 });
  const field = card.getByRole("textbox", { name: "Claim link" });
  await expect
    .poll(() => field.evaluate((box) => [box.scrollWidth - box.clientWidth, box.scrollHeight - box.clientHeight]))
    .toEqual([0, 0]);
  await page.setViewportSize({ width: 1280, height: 900 });
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 375, height: 800 });
  await phone.goto(`/admin/site/settings/${site.id}#hand-over`);
  const phoneCard = phone.getByRole("region", { name: "Hand over to a client" });
  await expect(phoneCard.getByTestId("claim-status")).toBeVisible(FIRST_LOAD);
  await phoneCard.scrollIntoViewIfNeeded();
  await phoneCard.screenshot({ path: `${SHOTS}/claim-card-375.png` });
  await phone.close();

  // The site's main address is a custom domain: its own host sends visitors there.
  const hostname = await primaryCustomDomain(page, site.id);
  allowConsoleErrors(/status of 404 .* @ http:\/\/\S+\/favicon\.ico$/);

  // Until the claim, the live site says whose preview it is.
  const visitor = await browser.newPage();
  await visitor.goto(siteOrigin(site.slug));
  await expect(visitor).toHaveURL(`http://${hostname}:${PORT}/`);
  await expect(visitor.getByText("Preview by Pixel Agency")).toBeVisible();

  // The client opens the link signed out, goes through sign-up, and lands back on it.
  const client = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const clientPage = await client.newPage();
  await clientPage.goto(claimPath({ url, token: "", expires_at: "", emailed_to: null }));
  await expect(clientPage).toHaveURL(/\/signin$/);
  // Signed out, the link already says whose site waits for them.
  await expect(clientPage.getByTestId("link-welcome")).toContainText("Pixel Agency built Thandi's Salon for you.");
  await clientPage.getByRole("link", { name: "Create one" }).click();
  await expect(clientPage.getByTestId("link-welcome")).toContainText("Sign in or create an account to claim it.");
  const account = newAccount();
  await clientPage.getByLabel("Name").fill(account.name);
  await clientPage.getByLabel("Email").fill(account.email);
  await clientPage.getByLabel("Password", { exact: true }).fill(account.password);
  await clientPage.getByLabel("Confirm password").fill(account.password);
  await clientPage.getByRole("button", { name: "Create account" }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/admin/sites/claim/${site.slug}\\?token=`));
  await expect(clientPage.getByRole("heading", { name: "Claim Thandi's Salon" })).toBeVisible(FIRST_LOAD);
  await expect(clientPage.getByTestId("claim-agency")).toHaveText("Pixel Agency");
  // The preview shows the live home page (framed from the preview origin, whatever the site's domain), and
  // the link beside it names the custom domain.
  await expect(
    clientPage.frameLocator('iframe[title="Preview of Thandi\'s Salon"]').getByRole("heading", { level: 1 }),
  ).toContainText("Thandi's Salon", FIRST_LOAD);
  await expect(clientPage.getByRole("link", { name: `${hostname}:${PORT}` })).toHaveAttribute(
    "href",
    `http://${hostname}:${PORT}`,
  );
  // A new person has no organization: only a new one, named after the business, can receive it.
  const newOrganization = clientPage.getByRole("radio", { name: "A new organization named Thandi's Salon" });
  await expect(newOrganization).toBeChecked();
  await expect(clientPage.getByRole("dialog")).toHaveCount(0);
  await clientPage.getByRole("checkbox", { name: "Keep Pixel Agency as an admin" }).check();
  await clientPage.screenshot({ path: `${SHOTS}/claim-screen-1280.png`, fullPage: true });
  await clientPage.setViewportSize({ width: 375, height: 800 });
  await clientPage.reload();
  await expect(clientPage.getByTitle("Preview of Thandi's Salon")).toBeVisible(FIRST_LOAD);
  await clientPage.screenshot({ path: `${SHOTS}/claim-screen-375.png`, fullPage: true });
  await clientPage.getByRole("checkbox", { name: "Keep Pixel Agency as an admin" }).check();
  // Once claimed, the screen does not ask for its used-up link again (which would answer 409 "claimed").
  const claimAnswers: number[] = [];
  clientPage.on("response", (response) => {
    if (response.url().includes("/api/claims/")) claimAnswers.push(response.status());
  });
  await clientPage.getByRole("button", { name: "Claim site" }).click();

  // The site opens in the editor, in the client's new organization.
  await expect(clientPage).toHaveURL(new RegExp(`/admin/site/${site.id}`), FIRST_LOAD);
  await expect(toast(clientPage)).toContainText("Site claimed");
  await expect(clientPage.getByRole("button", { name: "Organization: Thandi's Salon" })).toBeVisible();
  expect(claimAnswers).toEqual([200]);
  // CLAIM_SITE is recorded (here in the data layer, there being no Google tag).
  await expect
    .poll(
      async () => {
        const calls = await clientPage.evaluate(() => (window.dataLayer ?? []).filter((entry) => Array.isArray(entry)));
        return (calls as [string, string, unknown][]).find(
          ([command, name]) => command === "event" && name === "CLAIM_SITE",
        )?.[2];
      },
      { timeout: 8_000 },
    )
    .toEqual({
      event_category: "conversion",
      event_label: "Claim Site",
      conversion: "CLAIM_SITE",
      value: 1,
      currency: "ZAR",
    });
  await clientPage.goto("/admin/sites");
  await expect(clientPage.getByRole("link", { name: "Thandi's Salon" })).toBeVisible(FIRST_LOAD);

  // The agency no longer has it, and is invited to the client's organization as an admin.
  await page.goto("/admin/sites");
  await expect(page.getByRole("heading", { name: "Sites" })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole("link", { name: "Thandi's Salon" })).toHaveCount(0);
  expect(await linkFromOutbox(agencyEmail, /http:\/\/localhost:\d+\/accept-invite\/[A-Za-z0-9_-]+/)).toBeTruthy();

  // The live site drops the banner without a publish, at the same address.
  await visitor.goto(siteOrigin(site.slug));
  await expect(visitor.getByRole("heading").first()).toBeVisible();
  await expect(visitor.getByText("Preview by Pixel Agency")).toHaveCount(0);
  await visitor.close();

  // The used link now says so.
  allowConsoleErrors(/status of 409 .*\/api\/claims\//);
  await clientPage.goto(claimPath({ url, token: "", expires_at: "", emailed_to: null }));
  await expect(clientPage.getByRole("heading", { name: "This site has already been claimed" })).toBeVisible();
  await clientPage.screenshot({ path: `${SHOTS}/claim-claimed-1280.png` });
  await client.close();
});

test("the agency's own members are told to send the link on; a link without its token does not work", async ({
  page,
}) => {
  allowConsoleErrors(/status of 403 .*\/api\/claims\//);
  const site = await signUpWithSite(page, "Own Work");
  const made = await page.request.post(`/api/sites/${site.id}/claim`, { data: {} });
  expect(made.status()).toBe(200);
  await page.goto(claimPath(await made.json()));
  await expect(page.getByRole("heading", { name: "This site was built by your own organization" })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByText("Send the link to your client.")).toBeVisible();
  await page.goto(`/admin/sites/claim/${site.slug}`);
  await expect(page.getByRole("heading", { name: "This claim link does not work" })).toBeVisible();
  // The card now tells of the open link, which cannot be shown again.
  await page.goto(`/admin/site/settings/${site.id}#hand-over`);
  const card = page.getByRole("region", { name: "Hand over to a client" });
  await expect(card.getByTestId("claim-status")).toContainText("Links are shown only once", FIRST_LOAD);
  await expect(card.getByRole("button", { name: "Replace claim link" })).toBeVisible();
});
