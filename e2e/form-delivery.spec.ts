// How a submission arrives: a visitor posts the published site's form (with and without JavaScript), the owner
// is mailed, and the form's webhook is called, signed.
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { allowConsoleErrors, expect, linkFromOutbox, test, toast } from "./fixtures";
import {
  contact,
  FIRST_LOAD,
  openInbox,
  postForm,
  publishedSite,
  readOutbox,
  siteOrigin,
  submissionList,
  visitorAddress,
} from "./form-helpers";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

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
  // Sent within a second or two of the page showing the form: a fast fill alone never sends a person to Spam.
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
  await expect(rows.nth(0)).toContainText("Sam Birch · sam@example.com");
  await expect(rows.nth(0)).toContainText("Do you have oat milk?");
  await expect(rows.nth(1)).toContainText("Robin Ash · robin@example.com");
  await expect(rows.nth(1)).toContainText("A table for four on Saturday?");
  await expect(rows.nth(0)).toHaveAccessibleName(/^Unread: /);

  // A new form mails the organization's owners, with a link to this inbox.
  const link = await linkFromOutbox(account.email, /http:\/\/localhost:\d+\/admin\/submissions\/[\w-]+/);
  expect(new URL(link).pathname).toBe(`/admin/submissions/${site.id}`);
  // One mail for each of the two submissions.
  await expect
    .poll(() => readOutbox().filter((mail) => mail.includes(`To: ${account.email}`) && mail.includes(site.id)).length)
    .toBe(2);
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
