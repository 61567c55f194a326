import { readFileSync } from "node:fs";
import { E2E_PORT } from "./data-dir";
import { expect, signUpWithSite, test, toast } from "./fixtures";
import {
  allowReadingFrames,
  deliverMail,
  pictureServer,
  spamSenderDomain,
  verifiedMailbox,
  waitForMessages,
} from "./webmail-helpers";

const PREVIEW_ORIGIN = `http://preview.localhost:${E2E_PORT}`;

test.use({ viewport: { width: 1280, height: 900 } });

test("a reader sees what is unread, reads an HTML mail in a sandboxed frame on the preview origin, shows its pictures, downloads an attachment and searches", async ({
  page,
}) => {
  allowReadingFrames();
  await signUpWithSite(page, "Karoo Coffee");
  const { domain, mailbox, address } = await verifiedMailbox(page);
  const pictures = await pictureServer();
  await deliverMail({
    from: "Thandi Mokoena <thandi@customer.test>",
    to: address,
    subject: "Order for Friday",
    text: "Hi there,\nCan we get 3 bags of the Karoo blend by Friday?\n<b>Thanks</b>",
    attachments: [{ filename: "order.csv", content: "item,bags\nKaroo blend,3\n", contentType: "text/csv" }],
  });
  await deliverMail({
    from: "Roasters Weekly <news@roasters.test>",
    to: address,
    subject: "Green bean prices",
    text: "Prices are up this week.",
    html: `<h1>Green bean prices</h1><p>Prices are <b>up</b> this week.</p><img alt="Chart" src="${pictures.url}">`,
  });
  await waitForMessages(page, mailbox.id, "inbox", 2);

  await page.goto(`/admin/mail/${domain.id}`);
  const folders = page.getByRole("navigation", { name: "Folders" });
  await expect(folders.getByRole("link", { name: "Inbox, 2 unread" })).toBeVisible();
  const list = page.getByRole("list", { name: "Messages in Inbox" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  // Newest first, unread ones said so.
  await expect(list.getByRole("button").first()).toContainText("Roasters Weekly");
  await expect(list.getByRole("button", { name: /^Unread: Thandi Mokoena/ })).toBeVisible();

  // The HTML mail: in a frame on the preview origin that may run no script.
  await list.getByRole("button", { name: /Green bean prices/ }).click();
  const reading = page.getByRole("article", { name: "Green bean prices" });
  await expect(reading.getByText("news@roasters.test")).toBeVisible();
  const frame = reading.locator("iframe");
  await expect(frame).toBeVisible();
  const src = (await frame.getAttribute("src")) ?? "";
  expect(new URL(src).origin).toBe(PREVIEW_ORIGIN);
  const sandbox = (await frame.getAttribute("sandbox")) ?? "";
  expect(sandbox.split(/\s+/).sort()).toEqual(["allow-popups", "allow-popups-to-escape-sandbox"]);
  await expect(page.frameLocator("iframe").getByRole("heading", { name: "Green bean prices" })).toBeVisible();
  await expect(folders.getByRole("link", { name: "Inbox, 1 unread" })).toBeVisible();

  // Pictures from elsewhere wait until asked for.
  await expect(reading.getByText("Pictures from other servers are hidden.")).toBeVisible();
  const chart = page.frameLocator("iframe").getByRole("img", { name: "Chart" });
  const chartWidth = () => chart.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  await expect(chart).toBeAttached();
  expect(await chartWidth()).toBe(0);
  await reading.getByRole("button", { name: "Show pictures" }).click();
  await expect(reading.getByText("Pictures from other servers are hidden.")).toHaveCount(0);
  expect(await frame.getAttribute("src")).not.toBe(src);
  await expect.poll(chartWidth).toBeGreaterThan(0);
  pictures.close();

  // The text mail: shown as text, its markup left as typed; its file downloads.
  await list.getByRole("button", { name: /Order for Friday/ }).click();
  const order = page.getByRole("article", { name: "Order for Friday" });
  await expect(order.getByText("<b>Thanks</b>")).toBeVisible();
  await expect(order.locator("iframe")).toHaveCount(0);
  await expect(order.getByText("SPF none")).toBeVisible();
  const download = page.waitForEvent("download");
  await order.getByRole("link", { name: /order\.csv/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("order.csv");
  expect(readFileSync((await file.path()) ?? "", "utf8")).toContain("Karoo blend,3");
  await expect(folders.getByRole("link", { name: "Inbox", exact: true })).toBeVisible();

  // Search looks in senders, subjects and text.
  await page.getByRole("textbox", { name: "Search Inbox" }).fill("bags");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Order for Friday");
  await page.getByRole("textbox", { name: "Search Inbox" }).fill("nothing like this");
  await expect(page.getByText("No messages match “nothing like this”")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).first().click();
  await expect(list.getByRole("listitem")).toHaveCount(2);

  // Mark unread brings the count back.
  await list.getByRole("button", { name: /Order for Friday/ }).click();
  await page.getByRole("button", { name: "Mark unread" }).click();
  await expect(folders.getByRole("link", { name: "Inbox, 1 unread" })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
});

test("the keyboard works down a folder: j and k move, e archives, # deletes (in Trash for good), ? lists the keys", async ({
  page,
}) => {
  await signUpWithSite(page, "Karoo Coffee");
  const { domain, mailbox, address } = await verifiedMailbox(page);
  for (const subject of ["First note", "Second note", "Third note"]) {
    await deliverMail({ from: "pieter@supplier.test", to: address, subject, text: `${subject}, as agreed.` });
  }
  await waitForMessages(page, mailbox.id, "inbox", 3);
  await page.goto(`/admin/mail/${domain.id}`);
  const list = page.getByRole("list", { name: "Messages in Inbox" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  const reading = (subject: string) => page.getByRole("article", { name: subject });

  await page.keyboard.press("j");
  await expect(reading("Third note")).toBeVisible();
  await page.keyboard.press("j");
  await expect(reading("Second note")).toBeVisible();
  await page.keyboard.press("k");
  await expect(reading("Third note")).toBeVisible();
  await page.keyboard.press("j");
  await expect(reading("Second note")).toBeVisible();

  // Archived, the next one opens in its place.
  await page.keyboard.press("e");
  await expect(toast(page).filter({ hasText: "Archived" })).toBeVisible();
  await expect(reading("First note")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list).not.toContainText("Second note");

  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(sheet.getByRole("heading", { name: "Mail" })).toBeVisible();
  await expect(sheet.getByText("Archive", { exact: true })).toBeVisible();
  await expect(sheet.getByText("Next conversation")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  // Keys pressed while typing are text.
  await page.getByRole("textbox", { name: "Search Inbox" }).focus();
  await page.keyboard.press("e");
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("textbox", { name: "Search Inbox" }).fill("");
  await page.getByRole("textbox", { name: "Search Inbox" }).blur();

  await page.keyboard.press("#");
  await expect(toast(page).filter({ hasText: "Moved to Trash" })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);

  await page
    .getByRole("navigation", { name: "Folders" })
    .getByRole("link", { name: /^Archive/ })
    .click();
  await expect(page.getByRole("list", { name: "Messages in Archive" })).toContainText("Second note");
  await page
    .getByRole("navigation", { name: "Folders" })
    .getByRole("link", { name: /^Trash/ })
    .click();
  const trash = page.getByRole("list", { name: "Messages in Trash" });
  await trash.getByRole("button", { name: /First note/ }).click();
  await page.keyboard.press("#");
  const confirm = page.getByRole("alertdialog", { name: "Delete this message forever?" });
  await confirm.getByRole("button", { name: "Delete forever" }).click();
  await expect(toast(page).filter({ hasText: "Deleted forever" })).toBeVisible();
  await expect(page.getByText("Trash is empty")).toBeVisible();
});

test("mail that fails its sender checks waits in Spam with the reason, and Not spam moves it to the inbox", async ({
  page,
}) => {
  await signUpWithSite(page, "Karoo Coffee");
  const { domain, mailbox, address } = await verifiedMailbox(page);
  const sender = spamSenderDomain();
  await deliverMail({ from: `deals@${sender}`, to: address, subject: "You have won", text: "Claim your prize today." });
  await waitForMessages(page, mailbox.id, "spam", 1);

  await page.goto(`/admin/mail/${domain.id}?folder=spam`);
  const folders = page.getByRole("navigation", { name: "Folders" });
  await expect(folders.getByRole("link", { name: "Spam, 1 unread" })).toBeVisible();
  await page
    .getByRole("list", { name: "Messages in Spam" })
    .getByRole("button", { name: /You have won/ })
    .click();
  const reading = page.getByRole("article", { name: "You have won" });
  await expect(reading.getByText("SPF fail", { exact: true })).toBeVisible();
  await expect(reading.getByText("Why this is in Spam")).toBeVisible();
  await reading.getByRole("button", { name: "Not spam" }).click();
  await expect(toast(page).filter({ hasText: "Moved to Inbox" })).toBeVisible();
  await expect(page.getByText("No spam")).toBeVisible();
  await folders.getByRole("link", { name: /^Inbox/ }).click();
  await expect(page.getByRole("list", { name: "Messages in Inbox" })).toContainText("You have won");
});

test("a full folder loads 50 at a time: scrolling to its end brings the older ones", async ({ page }) => {
  await signUpWithSite(page, "Karoo Coffee");
  const { domain, mailbox, address } = await verifiedMailbox(page);
  const orders = Array.from({ length: 52 }, (_, index) => ({
    from: "shop@orders.test",
    to: address,
    subject: `Web order ${index + 1}`,
    text: `Order number ${index + 1}.`,
  }));
  await deliverMail(...orders);
  await waitForMessages(page, mailbox.id, "inbox", 50);
  await page.goto(`/admin/mail/${domain.id}`);
  const list = page.getByRole("list", { name: "Messages in Inbox" });
  await expect(list.getByRole("listitem")).toHaveCount(50);
  await expect(list.getByText("Web order 1", { exact: true })).toHaveCount(0);
  // Load more waits at the end of the list; coming into view is enough.
  await page.getByRole("button", { name: "Load more" }).scrollIntoViewIfNeeded();
  await expect(list.getByRole("listitem")).toHaveCount(52);
  await expect(list.getByText("Web order 1", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});
