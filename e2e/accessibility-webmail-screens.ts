import type { Page } from "@playwright/test";
import { admin, heading, type Screen } from "./accessibility-kit";
import { expect } from "./fixtures";
import {
  deliverMail,
  READING_FRAME_REFUSES_SCRIPTS,
  spamSenderDomain,
  type TestMailbox,
  verifiedMailbox,
  waitForMessages,
} from "./webmail-helpers";

// Each state starts on /admin/mail (the suite opens a screen by a path of its site alone), then makes the
// domain, mailbox and mail it is about through the API and SMTP, and opens the mail client. Each width
// comes here once: what was made for the first is found again for the second.

const START = () => "/admin/mail";
const ROUTE = "/admin/mail/:domainId";
const MAIL_READY = heading("Mail");

/** The verified mailbox with a text mail, an HTML one and a spam one in it. */
async function withMail(page: Page): Promise<TestMailbox> {
  const box = await verifiedMailbox(page);
  const inbox = await page.request.get(`/api/mail/mailboxes/${box.mailbox.id}/messages`);
  if (((await inbox.json()) as { messages: unknown[] }).messages.length > 0) return box;
  await deliverMail({
    from: "Thandi Mokoena <thandi@customer.test>",
    to: box.address,
    subject: "Order for Friday",
    text: "Can we get 3 bags of the Karoo blend by Friday?",
    attachments: [{ filename: "order.csv", content: "item,bags\nKaroo blend,3\n", contentType: "text/csv" }],
  });
  await deliverMail({
    from: "Roasters Weekly <news@roasters.test>",
    to: box.address,
    subject: "Green bean prices",
    text: "Prices are up this week.",
    html: '<h1>Green bean prices</h1><p>Prices are <b>up</b>.</p><img alt="Chart" src="http://example.test/c.png">',
  });
  await deliverMail({
    from: `deals@${spamSenderDomain()}`,
    to: box.address,
    subject: "You have won",
    text: "Claim it.",
  });
  await waitForMessages(page, box.mailbox.id, "inbox", 2);
  await waitForMessages(page, box.mailbox.id, "spam", 1);
  return box;
}

async function toMail(page: Page, search = ""): Promise<void> {
  const { domain } = await withMail(page);
  await page.goto(`/admin/mail/${domain.id}${search}`);
}

export const WEBMAIL_SCREENS: Screen[] = [
  {
    ...admin("Webmail, an empty folder", ROUTE, START, MAIL_READY),
    open: async (page) => {
      await toMail(page, "?folder=archive");
      await expect(page.getByText("Nothing archived")).toBeVisible();
    },
  },
  {
    ...admin("Webmail, the list with an HTML message open", ROUTE, START, MAIL_READY),
    allowedErrors: [READING_FRAME_REFUSES_SCRIPTS],
    open: async (page) => {
      await toMail(page);
      await page.getByRole("button", { name: /Green bean prices/ }).click();
      await expect(page.getByText("Pictures from other servers are hidden.")).toBeVisible();
      await expect(page.frameLocator("iframe").getByRole("heading", { name: "Green bean prices" })).toBeVisible();
    },
  },
  {
    ...admin("Webmail, a spam message open with its sender checks", ROUTE, START, MAIL_READY),
    open: async (page) => {
      await toMail(page, "?folder=spam");
      await page.getByRole("button", { name: /You have won/ }).click();
      await expect(page.getByText("Why this is in Spam")).toBeVisible();
    },
  },
  {
    ...admin("Webmail, writing a reply with a file", ROUTE, START, MAIL_READY),
    open: async (page) => {
      await toMail(page);
      await page.getByRole("button", { name: /Order for Friday/ }).click();
      await page.getByRole("button", { name: "Reply", exact: true }).click();
      const reply = page.getByRole("region", { name: "Reply" });
      await reply.getByRole("textbox", { name: "Message" }).fill("Yes, on Thursday.");
      await reply.getByRole("button", { name: "Add Cc" }).click();
      await reply.locator('input[type="file"]').setInputFiles({
        name: "invoice.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("Invoice 42"),
      });
      await expect(reply.getByRole("button", { name: "Remove invoice.txt" })).toBeVisible();
      await expect(reply.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    },
  },
];
