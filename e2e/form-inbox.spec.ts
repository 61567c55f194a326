import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import {
  allowConsoleErrors,
  expect,
  joinViaApi,
  linkFromOutbox,
  signUpViaApi,
  signUpWithSite,
  test,
  toast,
} from "./fixtures";
import {
  contact,
  postForm,
  publishViaApi,
  siteOrigin,
  submissionList,
  submissionRow,
  visitorAddress,
} from "./form-helpers";
import { png } from "./media-helpers";
import { expectRefused } from "./roles-helpers";

// Journeys through a site's form inbox: visitors post to the published site, members read and sort.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const FIRST_LOAD = { timeout: 30_000 };

/** The owner's published starter site, and its inbox open. */
async function publishedSite(page: Page, name: string) {
  const account = await signUpViaApi(page);
  const organization = await page.request.post("/api/organizations", { data: { name: `${name} Co` } });
  expect(organization.status()).toBe(201);
  const created = await page.request.post("/api/sites", { data: { name } });
  expect(created.status()).toBe(201);
  const site = (await created.json()) as { id: string; slug: string; name: string };
  await publishViaApi(page, site.id);
  return { site, account };
}

async function openInbox(page: Page, siteId: string, search = "") {
  await page.goto(`/admin/submissions/${siteId}${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Form inbox" })).toBeVisible(FIRST_LOAD);
}

test("a visitor sends the Contact page's form with JavaScript and without; both reach the inbox and the owner's mail", async ({
  page,
  browser,
}) => {
  const { site, account } = await publishedSite(page, "Thorn Tea Room");
  const origin = siteOrigin(site.slug);

  // With JavaScript: the form sends in the background and thanks in place.
  const visitor = await page.context().newPage();
  await visitor.goto(`${origin}/contact`);
  const form = visitor.locator("form[data-form=contact]");
  await expect(form.locator("input[name=_t]")).toHaveValue(/^\d{13}$/);
  await visitor.getByRole("textbox", { name: "Name" }).fill("Robin Ash");
  await visitor.getByRole("textbox", { name: "Email" }).fill("robin@example.com");
  await visitor.getByRole("textbox", { name: "Message" }).fill("A table for four on Saturday?");
  // A person takes longer than the spam guard's few seconds to fill the form: the page showed it earlier.
  await form.locator("input[name=_t]").evaluate((input: HTMLInputElement) => {
    input.value = String(Date.now() - 30_000);
  });
  await visitor.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByRole("status")).toHaveText("Thank you! Your message has been sent.");
  await visitor.close();

  // Without JavaScript: the browser posts the form itself and is sent back with ?submitted=1.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
  });
  const noScript = await plain.newPage();
  await noScript.goto(`${origin}/contact`);
  await noScript.getByRole("textbox", { name: "Name" }).fill("Sam Birch");
  await noScript.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
  await noScript.getByRole("textbox", { name: "Message" }).fill("Do you have oat milk?");
  const posted = noScript.waitForResponse((response) => response.request().method() === "POST");
  await noScript.getByRole("button", { name: "Send message" }).click();
  const answer = await posted;
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe("/contact?submitted=1");
  await expect(noScript).toHaveURL(`${origin}/contact?submitted=1`);
  await plain.close();

  // Both are in the inbox, newest first, unread.
  await openInbox(page, site.id);
  const nav = page.getByRole("navigation", { name: "Forms and folders" });
  await expect(nav.getByRole("link", { name: "contact, 2 submissions, 2 unread" })).toBeVisible();
  await expect(page.getByText("Showing 2 of 2")).toBeVisible();
  const rows = submissionList(page).getByRole("button");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Sam Birch · sam@example.com · Do you have oat milk?");
  await expect(rows.nth(1)).toContainText("Robin Ash · robin@example.com · A table for four on Saturday?");
  await expect(rows.nth(0)).toHaveAccessibleName(/^Unread: /);

  // A new form mails the organization's owners, with a link to this inbox.
  const link = await linkFromOutbox(account.email, /http:\/\/localhost:\d+\/admin\/submissions\/[\w-]+/);
  expect(new URL(link).pathname).toBe(`/admin/submissions/${site.id}`);
  // One mail for each of the two submissions.
  await expect
    .poll(() => readOutbox().filter((mail) => mail.includes(`To: ${account.email}`) && mail.includes(site.id)).length)
    .toBe(2);
});

test("opening an unread submission marks it read; its fields show as text with their line breaks", async ({ page }) => {
  const { site } = await publishedSite(page, "Quill Books");
  const photo = await png("photo.png", "#15803d");
  await postForm(
    site.slug,
    "contact",
    { name: "Ada", email: "ada@example.com", message: "<b>Not bold</b>\nSecond line" },
    { files: [{ ...photo, field: "attachment" }] },
  );
  await openInbox(page, site.id);
  const row = submissionRow(page, "Ada");
  await expect(row).toHaveAccessibleName(/^Unread: Ada/);
  await row.click();

  const panel = page.getByRole("region", { name: "contact" });
  const fields = panel.getByRole("definition");
  await expect(fields.nth(0)).toHaveText("Ada");
  await expect(fields.nth(2)).toHaveText("<b>Not bold</b>\nSecond line", { useInnerText: true });
  await expect(panel.locator("b")).toHaveCount(0);
  // The attached file downloads, as it came.
  const downloading = page.waitForEvent("download");
  await panel.getByRole("link", { name: /^photo\.png/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("photo.png");
  expect(readFileSync(await download.path()).equals(photo.buffer)).toBe(true);
  await expect(panel.getByText("Page")).toBeVisible();
  await expect(panel.getByText("/contact", { exact: true })).toBeVisible();
  await expect(row).toHaveAccessibleName(/^Ada/);
  await expect(page).toHaveURL(/[?&]submission=/);

  // The server holds it read: a fresh load shows it so.
  await page.reload();
  await expect(submissionRow(page, "Ada")).toHaveAccessibleName(/^Ada/);
  await page.getByRole("region", { name: "contact" }).getByRole("button", { name: "Mark unread" }).click();
  await expect(submissionRow(page, "Ada")).toHaveAccessibleName(/^Unread: Ada/);
  // The open submission took the column of forms; closing it brings them back, counted anew.
  await expect(page.getByRole("combobox", { name: "Form" })).toHaveValue("");
  await page.getByRole("region", { name: "contact" }).getByRole("button", { name: "Close" }).click();
  await expect(
    page
      .getByRole("navigation", { name: "Forms and folders" })
      .getByRole("link", { name: "contact, 1 submission, 1 unread" }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/submission=/);
});

test("search by words, filter by form and by days, and load older submissions a page at a time", async ({ page }) => {
  const { site } = await publishedSite(page, "Fennel Kitchen");
  await postForm(site.slug, "contact", contact("Rye Lover", "Do you bake rye on Sundays?"));
  await postForm(site.slug, "contact", contact("Cake Fan", "A birthday cake for Friday, please."));
  await postForm(site.slug, "newsletter", { email: "news@example.com" }, { from: "/" });
  for (let i = 1; i <= 50; i += 1) {
    await postForm(site.slug, "bulk", { email: `reader${i}@example.com`, note: `note number ${i}` }, { from: "/" });
  }
  await openInbox(page, site.id);

  // 53 in all: the first page holds 50, "Load more" brings the rest.
  await expect(page.getByText("Showing 50 of 53")).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByText("Showing 53 of 53")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search submissions" }).fill("rye");
  await expect(submissionList(page).getByRole("button")).toHaveCount(1);
  await expect(submissionRow(page, "Rye Lover")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(/Showing 1 submission/);
  await page.getByRole("searchbox", { name: "Search submissions" }).fill("nothing like this");
  await expect(page.getByText("No submissions match “nothing like this”")).toBeVisible();
  await page.getByRole("button", { name: "Clear search and dates" }).click();

  const nav = page.getByRole("navigation", { name: "Forms and folders" });
  await nav.getByRole("link", { name: /^newsletter,/ }).click();
  await expect(page).toHaveURL(/form=newsletter/);
  await expect(page.getByRole("heading", { level: 2, name: /newsletter/ })).toBeVisible();
  await expect(submissionList(page).getByRole("button")).toHaveCount(1);
  await expect(submissionRow(page, "news@example.com")).toBeVisible();
  await nav.getByRole("link", { name: /^All forms,/ }).click();

  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("From").fill(tomorrow);
  await expect(page.getByText("No submissions in those days")).toBeVisible();
  await page.getByLabel("From").fill(today);
  await page.getByLabel("To").fill(today);
  await expect(page.getByText(/^Showing 50 submissions/)).toBeVisible();
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  // Back to the whole inbox: both pages loaded before are still there.
  await expect(page.getByText("Showing 53 of 53")).toBeVisible();
});

test("spam lands in Spam; Not spam moves it to the inbox, and Spam moves one back", async ({ page }) => {
  const { site } = await publishedSite(page, "Linden Florist");
  await postForm(site.slug, "contact", contact("Real Person", "Peonies for a wedding?"));
  await postForm(site.slug, "contact", { ...contact("Bot", "Cheap followers"), _gotcha: "filled" });
  await openInbox(page, site.id);
  const nav = page.getByRole("navigation", { name: "Forms and folders" });
  await expect(submissionList(page).getByRole("button")).toHaveCount(1);
  await expect(nav.getByRole("link", { name: "Spam, 1 submission" })).toBeVisible();

  await nav.getByRole("link", { name: /^Spam/ }).click();
  await submissionRow(page, "Bot").click();
  const panel = page.getByRole("region", { name: "contact" });
  await expect(panel.getByText("Spam: honeypot")).toBeVisible();
  await panel.getByRole("button", { name: "Not spam" }).click();
  await expect(toast(page)).toContainText("Moved to the inbox");
  await expect(submissionList(page)).toHaveCount(0);
  await page.getByRole("region", { name: "contact" }).getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("No spam")).toBeVisible();

  await nav.getByRole("link", { name: /^Inbox/ }).click();
  await expect(submissionList(page).getByRole("button")).toHaveCount(2);
  await submissionRow(page, "Real Person").click();
  await page.getByRole("region", { name: "contact" }).getByRole("button", { name: "Spam", exact: true }).click();
  await expect(toast(page)).toContainText("Moved to Spam");
  await expect(submissionList(page).getByRole("button")).toHaveCount(1);
  await expect(nav.getByRole("link", { name: "Spam, 1 submission" })).toBeVisible();
});

test("choosing submissions marks them read together, and deleting them asks first, saying how many", async ({
  page,
}) => {
  const { site } = await publishedSite(page, "Maple Cycles");
  for (const name of ["Ann", "Ben", "Cleo"]) await postForm(site.slug, "contact", contact(name, `Hi from ${name}`));
  await openInbox(page, site.id);
  await expect(submissionList(page).getByRole("button")).toHaveCount(3);

  await page.getByRole("checkbox", { name: "Select all shown" }).check();
  const bar = page.getByRole("region", { name: "Selected submissions" });
  await expect(bar).toContainText("3 submissions selected");
  await bar.getByRole("button", { name: "Mark read" }).click();
  await expect(toast(page)).toContainText("3 submissions marked read");
  await expect(submissionList(page).getByRole("button", { name: /^Unread/ })).toHaveCount(0);

  await page.getByRole("checkbox", { name: /^Select Ann/ }).check();
  await page.getByRole("checkbox", { name: /^Select Ben/ }).check();
  await expect(page.getByRole("checkbox", { name: "Select all shown" })).toHaveJSProperty("indeterminate", true);
  await bar.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 2 submissions?" });
  await expect(confirm).toContainText("deleted for good");
  await confirm.getByRole("button", { name: "Delete 2 submissions" }).click();
  await expect(toast(page)).toContainText("2 submissions deleted");
  await expect(submissionList(page).getByRole("button")).toHaveCount(1);
  await expect(submissionRow(page, "Cleo")).toBeVisible();
  await expect(page.getByText("Showing 1 of 1")).toBeVisible();
});

test("Export CSV downloads the form's submissions as {slug}-{form}-submissions.csv", async ({ page }) => {
  const { site } = await publishedSite(page, "Cedar Pottery");
  await postForm(site.slug, "contact", contact("Ivy Clay", "Do you run classes?"));
  await postForm(site.slug, "contact", contact("Olive Kiln", 'Glaze "celadon", please,\nin two sizes'));
  await openInbox(page, site.id, "?form=contact");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${site.slug}-contact-submissions.csv`);
  const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const [header, ...lines] = csv.split(/\r?\n/);
  expect(header).toContain("name");
  expect(header).toContain("email");
  expect(header).toContain("message");
  // Oldest first; a value with quotes, commas or a line break is quoted.
  expect(lines[0]).toContain("Ivy Clay");
  expect(csv).toContain('"Glaze ""celadon"", please,\nin two sizes"');
});

test("notifications: the owner is mailed by default; a webhook URL is set, its secret shown once, and its deliveries listed", async ({
  page,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/webcraft`;
  try {
    const { site, account } = await publishedSite(page, "Birch Yoga");
    await postForm(site.slug, "contact", contact("First One", "Hello"));
    await openInbox(page, site.id, "?form=contact");
    await page.getByRole("button", { name: "Notifications" }).click();
    const dialog = page.getByRole("dialog", { name: "Notifications for contact" });
    await expect(dialog.getByRole("checkbox", { name: new RegExp(account.email.replace(".", "\\.")) })).toBeChecked();
    await expect(dialog.getByText("None: set a webhook URL")).toBeVisible();

    const field = dialog.getByRole("textbox", { name: "Webhook URL" });
    await field.fill("not a url");
    allowConsoleErrors(/status of 400 .* @ .*\/forms\/contact$/);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog.getByText("Enter a full URL starting with https:// or http://.")).toBeVisible();

    await field.fill(receiverUrl);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page)).toContainText("Webhook saved");
    const secretField = dialog.getByRole("textbox", { name: "Webhook secret" });
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expect(dialog.getByText("Webcraft-Signature")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Copy Webhook secret" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();

    // The next submission goes to the receiver, signed with that secret.
    await postForm(site.slug, "contact", contact("Second One", "Is the Tuesday class full?"));
    await expect.poll(() => received.length, FIRST_LOAD).toBe(1);
    const delivery = received[0] as (typeof received)[number];
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(delivery.headers["webcraft-signature"])) ?? [];
    expect(v1).toBe(createHmac("sha256", secret).update(`${t}.${delivery.body}`).digest("hex"));
    expect(JSON.parse(delivery.body)).toMatchObject({ event: "form.submitted" });

    // Opened again, the secret is not shown; the delivery is listed.
    await page.getByRole("button", { name: "Notifications" }).click();
    await expect(dialog.getByRole("textbox", { name: "Webhook secret" })).toHaveCount(0);
    await expect(
      dialog.getByText("Requests are signed with the secret shown when the first URL was set."),
    ).toBeVisible();
    const deliveries = dialog.getByRole("table", { name: /Webhook deliveries of contact/ });
    await expect(async () => {
      await dialog.getByRole("button", { name: "Refresh" }).click();
      await expect(deliveries.getByRole("row").nth(1)).toContainText("Delivered", { timeout: 1000 });
    }).toPass(FIRST_LOAD);
    await expect(deliveries.getByRole("row").nth(1)).toContainText("200");

    // Nobody mailed: the owner's box cleared and saved.
    await dialog.getByRole("checkbox", { name: new RegExp(account.email.replace(".", "\\.")) }).uncheck();
    await dialog.getByRole("button", { name: "Save recipients" }).click();
    await expect(toast(page)).toContainText("Nobody is mailed for contact");
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(toast(page)).toContainText("Webhook removed");
    await expect(field).toHaveValue("");
  } finally {
    receiver.close();
  }
});

test("a viewer reads the inbox but sorts nothing: opening leaves a submission unread, actions say why", async ({
  page,
  browser,
}) => {
  const { site } = await publishedSite(page, "Aspen Barber");
  await postForm(site.slug, "contact", contact("Kai", "A trim on Monday?"));
  const viewer = await joinViaApi(browser, page, "viewer");
  try {
    await openInbox(viewer.page, site.id);
    await expect(viewer.page.getByText(/Your role \(viewer\) cannot sort or delete form submissions/)).toBeVisible();
    await submissionRow(viewer.page, "Kai").click();
    const panel = viewer.page.getByRole("region", { name: "contact" });
    await expect(panel.getByRole("definition").first()).toHaveText("Kai");
    const reason = "Your role (viewer) cannot sort or delete form submissions";
    await expectRefused(viewer.page, panel.getByRole("button", { name: "Mark read" }), reason);
    await expectRefused(viewer.page, panel.getByRole("button", { name: "Delete" }), reason);
    await expect(submissionRow(viewer.page, "Kai")).toHaveAccessibleName(/^Unread: Kai/);

    await viewer.page.getByRole("checkbox", { name: "Select all shown" }).check();
    const bar = viewer.page.getByRole("region", { name: "Selected submissions" });
    await expectRefused(viewer.page, bar.getByRole("button", { name: "Delete" }), reason);

    await viewer.page.goto(`/admin/submissions/${site.id}?form=contact`);
    await expect(viewer.page.getByRole("link", { name: "Export CSV" })).toBeVisible();
    await viewer.page.getByRole("button", { name: "Notifications" }).click();
    const dialog = viewer.page.getByRole("dialog", { name: "Notifications for contact" });
    const formReason = "Your role (viewer) cannot change who hears of a form's submissions";
    await expectRefused(viewer.page, dialog.getByRole("button", { name: "Save recipients" }), formReason);
    await expect(dialog.getByRole("textbox", { name: "Webhook URL" })).toHaveAttribute("readonly", "");
    await expect(dialog.getByText(`${formReason}, so the deliveries are not shown.`)).toBeVisible();
  } finally {
    await viewer.context.close();
  }
  // The owner still sees it unread.
  await openInbox(page, site.id);
  await expect(submissionRow(page, "Kai")).toHaveAccessibleName(/^Unread: Kai/);
});

test("a site with no forms yet says how to add one; Forms in the editor leads to the inbox", async ({ page }) => {
  const site = await signUpWithSite(page, "Elm Bakery");
  await page.goto(`/admin/site/${site.id}`);
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: /^Forms/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/submissions/${site.id}$`));
  await expect(page.getByRole("heading", { name: "No forms yet" })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('<Form name="contact">')).toBeVisible();
  await expect(page.getByText('<form data-form="contact">')).toBeVisible();
  await page.getByRole("link", { name: "Open the site's editor" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/site/${site.id}(\\?|$)`));
  await expect(page.getByRole("heading", { name: "Elm Bakery" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the list fills the screen; a submission opens full screen with a way back", async ({ page }) => {
    const { site } = await publishedSite(page, "Rowan Plants");
    await postForm(site.slug, "contact", contact("Mo Fern", "Do you deliver on weekends?"));
    await postForm(site.slug, "newsletter", { email: "leaf@example.com" }, { from: "/" });
    await openInbox(page, site.id);
    const nav = page.getByRole("navigation", { name: "Forms and folders" });
    await expect(nav.getByRole("combobox", { name: "Form" })).toBeVisible();
    await nav.getByRole("combobox", { name: "Form" }).selectOption({ label: "contact (1, 1 unread)" });
    await expect(page).toHaveURL(/form=contact/);
    await expect(submissionList(page).getByRole("button")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await submissionRow(page, "Mo Fern").click();
    await expect(page.getByRole("heading", { level: 1, name: "contact" })).toBeVisible();
    await expect(page.getByRole("definition").nth(2)).toHaveText("Do you deliver on weekends?");
    await expect(submissionList(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Back to the inbox" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Form inbox" })).toBeVisible();
    await expect(submissionRow(page, "Mo Fern")).toHaveAccessibleName(/^Mo Fern/);

    // The phone's own Back leaves an open submission too.
    await submissionRow(page, "Mo Fern").click();
    await expect(page.getByRole("button", { name: "Back to the inbox" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Form inbox" })).toBeVisible();
  });
});

/** Every mail in this run's outbox, its quoted-printable soft line breaks joined. */
function readOutbox(): string[] {
  const folder = `.data-e2e-${process.env.E2E_PORT ?? 3100}/outbox`;
  return readdirSync(folder).map((name) =>
    readFileSync(`${folder}/${name}`, "utf8")
      .replace(/=\r?\n/g, "")
      .replaceAll("=3D", "="),
  );
}
