import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, signUpWithSite, test, toast } from "./fixtures";
import { addMailDomainViaApi, createMailboxViaApi, newMailDomain } from "./mail-domain-helpers";
import { customerDomain, deliverMail, verifiedMailbox, waitForMessages } from "./webmail-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

const folders = (page: Page) => page.getByRole("navigation", { name: "Folders" });
const compose = (page: Page, title: string) => page.getByRole("region", { name: title });

test("a reply is saved in Drafts as it is typed, takes a file, is sent, and shows in Sent and in the conversation", async ({
  page,
}) => {
  await signUpWithSite(page, "Karoo Coffee");
  const { domain, mailbox, address } = await verifiedMailbox(page);
  const customer = customerDomain();
  await deliverMail({
    from: `Thandi Mokoena <thandi@${customer}>`,
    to: address,
    cc: `orders@${customer}`,
    subject: "Order for Friday",
    text: "Can we get 3 bags of the Karoo blend by Friday?",
  });
  await waitForMessages(page, mailbox.id, "inbox", 1);
  await page.goto(`/admin/mail/${domain.id}`);
  await page.getByRole("button", { name: /Order for Friday/ }).click();
  await expect(page.getByRole("article", { name: "Order for Friday" })).toBeVisible();

  // Reply all answers the sender and copies the others, never the mailbox itself.
  await page.keyboard.press("a");
  const reply = compose(page, "Reply all");
  await expect(reply.getByRole("textbox", { name: "To" })).toHaveValue(`thandi@${customer}`);
  await expect(reply.getByRole("textbox", { name: "Cc" })).toHaveValue(`orders@${customer}`);
  await expect(reply.getByRole("textbox", { name: "Subject" })).toHaveValue("Re: Order for Friday");
  const text = reply.getByRole("textbox", { name: "Message" });
  await expect(text).toHaveValue(/> Can we get 3 bags/);
  await expect(text).toBeFocused();
  await page.keyboard.type("Yes, they leave on Thursday.");
  await expect(text).toHaveValue(/^Yes, they leave on Thursday\.\n\nOn .* Thandi Mokoena wrote:\n> Can we get/);
  await expect(reply.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(folders(page).getByRole("link", { name: "Drafts, 1 draft" })).toBeVisible();

  await reply.locator('input[type="file"]').setInputFiles({
    name: "invoice.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Invoice 42: 3 bags, R 540"),
  });
  await expect(reply.getByRole("button", { name: "Remove invoice.txt" })).toBeVisible();
  await reply.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Message sent" })).toBeVisible();
  await expect(reply).toHaveCount(0);
  await expect(folders(page).getByRole("link", { name: "Drafts", exact: true })).toBeVisible();

  // The reply joins the conversation; in Sent it says how delivery went.
  await expect(
    page.getByRole("article", { name: "Order for Friday" }).getByText("Conversation · 2 messages"),
  ).toBeVisible();
  await folders(page).getByRole("link", { name: "Sent" }).click();
  await page
    .getByRole("list", { name: "Messages in Sent" })
    .getByRole("button", { name: /Re: Order for Friday/ })
    .click();
  const sent = page.getByRole("article", { name: "Re: Order for Friday" });
  await expect(sent.getByText("Delivered to the receiving mail servers")).toBeVisible({ timeout: 20_000 });
  await expect(sent.getByRole("link", { name: /invoice\.txt/ })).toBeVisible();
  await expect(sent.getByText("Yes, they leave on Thursday.").first()).toBeVisible();
});

test("a new message checks its addresses, is discarded; a draft closed is resumed from Drafts and sent, and says it was not delivered; a forward carries the files", async ({
  page,
}) => {
  await signUpWithSite(page, "Karoo Coffee");
  const { domain, mailbox, address } = await verifiedMailbox(page);
  await deliverMail({
    from: "pieter@supplier.test",
    to: address,
    subject: "Price list",
    text: "The new prices are attached.",
    attachments: [{ filename: "prices.csv", content: "blend,price\nKaroo,180\n", contentType: "text/csv" }],
  });
  await waitForMessages(page, mailbox.id, "inbox", 1);
  await page.goto(`/admin/mail/${domain.id}`);
  await expect(page.getByRole("button", { name: /Price list/ })).toBeVisible();

  await page.keyboard.press("c");
  const fresh = compose(page, "New message");
  const to = fresh.getByRole("textbox", { name: "To" });
  await expect(to).toBeFocused();
  await to.fill("not-an-address");
  await expect(fresh.getByText("Enter a valid email address: not-an-address")).toBeVisible();
  await fresh.getByRole("button", { name: "Send", exact: true }).click();
  await expect(fresh).toBeVisible();
  await to.fill("anna@example.test");
  await fresh.getByRole("textbox", { name: "Subject" }).fill("Never mind");
  await expect(fresh.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await fresh.getByRole("button", { name: "Discard" }).click();
  await expect(toast(page).filter({ hasText: "Draft discarded" })).toBeVisible();
  await expect(folders(page).getByRole("link", { name: "Drafts", exact: true })).toBeVisible();

  // Closed with the draft kept, then taken up again from Drafts.
  await page.getByRole("button", { name: "Compose" }).click();
  await compose(page, "New message").getByRole("textbox", { name: "To" }).fill("anna@example.test");
  await compose(page, "New message").getByRole("textbox", { name: "Subject" }).fill("Tasting on Saturday");
  await compose(page, "New message").getByRole("textbox", { name: "Message" }).fill("Come at ten.");
  await expect(compose(page, "New message").getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.getByRole("button", { name: "Close, keep the draft" }).click();
  await folders(page).getByRole("link", { name: "Drafts, 1 draft" }).click();
  await page
    .getByRole("list", { name: "Messages in Drafts" })
    .getByRole("button", { name: /Tasting on Saturday/ })
    .click();
  const draft = compose(page, "Draft");
  await expect(draft.getByRole("textbox", { name: "To" })).toHaveValue("anna@example.test");
  await expect(draft.getByRole("textbox", { name: "Message" })).toHaveValue("Come at ten.");
  await draft.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Message sent" })).toBeVisible();
  await expect(page.getByText("No drafts")).toBeVisible();

  // A forward takes the original's files with it.
  await folders(page)
    .getByRole("link", { name: /^Inbox/ })
    .click();
  await page.getByRole("button", { name: /Price list/ }).click();
  await page.getByRole("article", { name: "Price list" }).getByRole("button", { name: "Forward" }).click();
  const forward = compose(page, "Forward");
  await expect(forward.getByRole("textbox", { name: "Subject" })).toHaveValue("Fwd: Price list");
  await expect(forward.getByRole("textbox", { name: "Message" })).toHaveValue(
    /Forwarded message[\s\S]*From: pieter@supplier\.test/,
  );
  await expect(forward.getByRole("list", { name: "Attachments" })).toContainText("prices.csv");
  await forward.getByRole("textbox", { name: "To" }).fill("anna@example.test");
  await forward.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Message sent" })).toBeVisible();
  await folders(page).getByRole("link", { name: "Sent" }).click();
  const sent = page.getByRole("list", { name: "Messages in Sent" });
  await expect(sent.getByRole("listitem")).toHaveCount(2);
  // example.test has no mail server: the message says it was not delivered, and why.
  await sent.getByRole("button", { name: /Tasting on Saturday/ }).click();
  const refused = page.getByRole("article", { name: "Tasting on Saturday" });
  await expect(refused.getByText("Not delivered", { exact: true })).toBeVisible({ timeout: 20_000 });
});

test("a mailbox whose domain is not verified yet says so when it sends, and keeps the message", async ({ page }) => {
  allowConsoleErrors(/status of 409 .* @ .*\/api\/mail\/mailboxes\/[^/]+\/send$/);
  await signUpWithSite(page, "Karoo Coffee");
  const domain = await addMailDomainViaApi(page, newMailDomain());
  await createMailboxViaApi(page, domain.id, { local_part: "info", display_name: "Karoo Coffee" });
  await page.goto(`/admin/mail/${domain.id}`);
  await expect(page.getByText("Your inbox is empty")).toBeVisible();
  await page.getByRole("button", { name: "Compose" }).click();
  const fresh = compose(page, "New message");
  await fresh.getByRole("textbox", { name: "To" }).fill("anna@example.test");
  await fresh.getByRole("textbox", { name: "Subject" }).fill("Hello");
  await fresh.getByRole("button", { name: "Send", exact: true }).click();
  await expect(fresh.getByRole("alert")).toContainText("Message not sent");
  await expect(fresh.getByRole("alert")).toContainText("This mailbox's domain is not verified yet, so it cannot send");
  await expect(toast(page)).toHaveCount(0);
  await expect(fresh.getByRole("textbox", { name: "Subject" })).toHaveValue("Hello");
});
