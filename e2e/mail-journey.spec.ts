// Business mail from end to end, as an owner sets it up and a customer writes in: the domain added on the
// Mail screen, its records published where the domain's DNS lives (the suite's DNS server) and checked,
// info@ created; a customer's server delivers a message over SMTP; the owner reads it in the webmail and
// replies; the reply is in Sent and arrives, DKIM-signed by the domain, at the customer's mail server.
import { authenticateMessage } from "../server/features/mail/inbound/authenticate-message";
import { mailResolver } from "../server/features/mail/inbound/mail-dns";
import { E2E_PORT } from "./data-dir";
import { addMxRecord } from "./dns-zone";
import { expect, signUpWithSite, test, toast } from "./fixtures";
import { mailDomainsViaApi, newMailDomain, publishMailRecords } from "./mail-domain-helpers";
import { arrivedMail } from "./mail-sink";
import { allowReadingFrames, deliverMail } from "./webmail-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

test("an owner sets up info@ on her domain, reads a customer's mail in the webmail and replies, and the reply reaches the customer signed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  allowReadingFrames();
  await signUpWithSite(page, "Karoo Coffee");
  const domain = newMailDomain("karoo");

  // The domain and the records to create.
  await page.goto("/admin/mail");
  await page.getByRole("textbox", { name: "Domain" }).fill(domain);
  await page.getByRole("button", { name: "Add domain" }).click();
  const card = page.getByRole("region", { name: domain });
  const table = card.getByRole("table", { name: `DNS records for ${domain}` });
  await expect(table).toBeVisible();
  const [added] = await mailDomainsViaApi(page);
  for (const record of added?.records ?? []) {
    await expect(table.getByText(record.value, { exact: true })).toBeVisible();
  }
  expect(added?.records.map((record) => record.type)).toEqual(["MX", "TXT", "TXT", "TXT"]);

  // Created at the domain's DNS host, then checked.
  publishMailRecords(added?.records ?? []);
  await card.getByRole("button", { name: "Check records" }).click();
  await expect(toast(page).filter({ hasText: `${domain} is verified` })).toBeVisible();
  await expect(card.getByText("Verified", { exact: true })).toBeVisible();

  // info@ for the team.
  await card.getByRole("button", { name: "New mailbox" }).click();
  const dialog = page.getByRole("dialog", { name: "New mailbox" });
  await dialog.getByRole("textbox", { name: "Address" }).fill("info");
  await dialog.getByRole("textbox", { name: "Display name" }).fill("Karoo Coffee");
  await dialog.getByRole("button", { name: "Create mailbox" }).click();
  await expect(card.getByRole("listitem", { name: `info@${domain}` })).toBeVisible();

  // A customer whose mail server is the suite's sink writes in over SMTP.
  const customerDomain = newMailDomain("customer");
  addMxRecord(customerDomain, "localhost", 10);
  const customer = `thandi@${customerDomain}`;
  await deliverMail({
    from: `Thandi Mokoena <${customer}>`,
    to: `info@${domain}`,
    subject: "Beans for the wedding",
    html: "<p>Hello! Could you do <b>5 kg</b> of the Karoo blend for 12 December?</p>",
    text: "Hello! Could you do 5 kg of the Karoo blend for 12 December?",
  });

  // Read in the webmail: the HTML in its frame on the preview origin.
  await card.getByRole("link", { name: "Open mail" }).click();
  await expect(page).toHaveURL(`/admin/mail/${added?.id}`);
  await page.getByRole("button", { name: /Beans for the wedding/ }).click();
  const letter = page.getByRole("article", { name: "Beans for the wedding" });
  await expect(letter.getByText(customer).first()).toBeVisible();
  const frame = letter.locator("iframe");
  await expect(frame).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
  expect(new URL((await frame.getAttribute("src")) ?? "").host).toMatch(/^preview\.localhost:/);
  await expect(frame.contentFrame().getByText("5 kg")).toBeVisible();

  // The reply.
  await page.keyboard.press("r");
  const reply = page.getByRole("region", { name: "Reply" });
  await expect(reply.getByRole("textbox", { name: "To" })).toHaveValue(customer);
  await page.keyboard.type("Yes, 5 kg will be ready on the 10th.");
  await reply.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Message sent" })).toBeVisible();

  // In Sent, and at the customer's server, signed by the domain.
  await page.getByRole("navigation", { name: "Folders" }).getByRole("link", { name: "Sent" }).click();
  await page
    .getByRole("list", { name: "Messages in Sent" })
    .getByRole("button", { name: /Re: Beans for the wedding/ })
    .click();
  const sent = page.getByRole("article", { name: "Re: Beans for the wedding" });
  await expect(sent.getByText("Yes, 5 kg will be ready on the 10th.").first()).toBeVisible();
  await expect
    .poll(() => arrivedMail().filter((mail) => mail.to.includes(customer)).length, { timeout: 20_000 })
    .toBe(1);
  const [delivered] = arrivedMail().filter((mail) => mail.to.includes(customer));
  expect(delivered?.from).toBe(`info@${domain}`);
  // The customer's server checks the signature against the domain's published key, and it holds.
  const envelope = { ip: "127.0.0.1", helo: "mail.localhost", mailFrom: `info@${domain}`, mta: customerDomain };
  const checked = await authenticateMessage(
    Buffer.from(delivered?.raw ?? ""),
    envelope,
    mailResolver([`127.0.0.1:${E2E_PORT}`]),
  );
  expect(checked.results.dkim).toBe("pass");
  expect(delivered?.raw).toMatch(new RegExp(`^DKIM-Signature:[^]*?\\bd=${domain.replaceAll(".", "\\.")};`, "m"));
  expect(delivered?.raw).toContain("Subject: Re: Beans for the wedding");
  expect(delivered?.raw).toMatch(/^In-Reply-To: <.+>/m);
  await page.reload();
  await expect(
    page
      .getByRole("article", { name: "Re: Beans for the wedding" })
      .getByText("Delivered to the receiving mail servers"),
  ).toBeVisible();
});
