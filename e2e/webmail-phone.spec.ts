import type { Member } from "@common/schemas/members";
import { expect, joinViaApi, signUpWithSite, test, toast } from "./fixtures";
import { createMailboxViaApi } from "./mail-domain-helpers";
import { allowReadingFrames, deliverMail, verifiedMailbox, waitForMessages } from "./webmail-helpers";

test.use({ viewport: { width: 375, height: 740 } });

test("on a phone the list and the message are screens of their own, folders sit in a menu, and compose fills the screen", async ({
  page,
}) => {
  allowReadingFrames();
  await signUpWithSite(page, "Karoo Coffee");
  const { domain, mailbox, address } = await verifiedMailbox(page);
  await deliverMail({
    from: "Thandi Mokoena <thandi@customer.test>",
    to: address,
    subject: "Opening hours",
    html: "<p>Are you <b>open</b> on Sunday?</p>",
  });
  await waitForMessages(page, mailbox.id, "inbox", 1);

  await page.goto(`/admin/mail/${domain.id}`);
  const list = page.getByRole("list", { name: "Messages in Inbox" });
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Folders" })).toHaveCount(0);
  await list.getByRole("button", { name: /Opening hours/ }).click();

  const reading = page.getByRole("article", { name: "Opening hours" });
  await expect(reading.getByRole("heading", { level: 1, name: "Opening hours" })).toBeVisible();
  await expect(list).toHaveCount(0);
  await expect(reading.locator("iframe")).toBeVisible();
  const frameBox = await reading.locator("iframe").boundingBox();
  expect(frameBox?.width).toBeGreaterThan(300);
  await reading.getByRole("button", { name: "Back" }).click();
  await expect(list).toBeVisible();
  await expect(list.getByRole("button", { name: /^Unread/ })).toHaveCount(0);

  await page.getByRole("button", { name: /^Folders: Inbox/ }).click();
  await page.getByRole("menuitem", { name: "Sent" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sent" })).toBeVisible();
  await expect(page.getByText("Nothing sent yet")).toBeVisible();

  await page.getByRole("button", { name: "Compose" }).click();
  const compose = page.getByRole("region", { name: "New message" });
  await expect(compose.getByRole("heading", { level: 1, name: "New message" })).toBeVisible();
  const box = await compose.boundingBox();
  expect(box?.width).toBeGreaterThan(340);
  await compose.getByRole("textbox", { name: "To" }).fill("thandi@customer.test");
  await compose.getByRole("textbox", { name: "Subject" }).fill("Sunday");
  await compose.getByRole("textbox", { name: "Message" }).fill("Yes, from nine to one.");
  await compose.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Message sent" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Messages in Sent" })).toContainText("Sunday");
});

test("a viewer given no mailbox of the domain is told whom to ask", async ({ page, browser }) => {
  await signUpWithSite(page, "Karoo Coffee");
  const { domain } = await verifiedMailbox(page);
  const viewer = await joinViaApi(browser, page, "viewer");
  await viewer.page.setViewportSize({ width: 375, height: 740 });
  await viewer.page.goto(`/admin/mail/${domain.id}`);
  await expect(viewer.page.getByRole("heading", { name: `You have no mailbox on ${domain.domain}` })).toBeVisible();
  await expect(viewer.page.getByText("Ask an admin or owner of your organization")).toBeVisible();
  await viewer.context.close();
});

test("a viewer reads only the mailbox given to them; an owner of several switches between them", async ({
  page,
  browser,
}) => {
  await signUpWithSite(page, "Karoo Coffee");
  const { domain } = await verifiedMailbox(page);
  const viewer = await joinViaApi(browser, page, "viewer");
  const members = (await (await page.request.get("/api/members")).json()) as { members: Member[] };
  const viewerId = members.members.find((member) => member.email === viewer.account.email)?.user_id ?? "";
  const orders = await createMailboxViaApi(page, domain.id, {
    local_part: "orders",
    display_name: "Karoo orders",
    member_ids: [viewerId],
  });
  await deliverMail({ from: "thandi@customer.test", to: orders.address, subject: "Two bags", text: "Please." });

  await viewer.page.setViewportSize({ width: 375, height: 740 });
  await viewer.page.goto(`/admin/mail/${domain.id}`);
  await expect(viewer.page.getByText(orders.address)).toBeVisible();
  await expect(viewer.page.getByRole("combobox", { name: "Mailbox" })).toHaveCount(0);
  await expect(viewer.page.getByRole("list", { name: "Messages in Inbox" })).toContainText("Two bags");
  await viewer.context.close();

  await page.goto(`/admin/mail/${domain.id}`);
  const switcher = page.getByRole("combobox", { name: "Mailbox" });
  await expect(switcher.getByRole("option")).toHaveCount(2);
  await switcher.selectOption({ label: `${orders.address} (1 unread)` });
  await expect(page.getByRole("list", { name: "Messages in Inbox" })).toContainText("Two bags");
  await expect(page).toHaveURL(new RegExp(`mailbox=${orders.id}`));
});
