import type { Locator, Page } from "@playwright/test";
import { allowConsoleErrors, expect, joinViaApi, signUpWithSite, test, toast } from "./fixtures";
import {
  addMailDomainViaApi,
  mailDomainsViaApi,
  newMailDomain,
  publishMailRecords,
  verifyMailDomainViaApi,
} from "./mail-domain-helpers";

const VIEWER_CANNOT = "Your role (viewer) cannot add mail domains, mailboxes and aliases";

/** The records as the table shows them: each row's type, then its name and value as copied. */
async function recordsOnScreen(table: Locator) {
  const rows = table.locator("tbody").getByRole("row");
  return Promise.all(
    (await rows.all()).map(async (row) => {
      const [name = "", value = ""] = await row.locator("code").allTextContents();
      const type = (await row.getByRole("cell").first().textContent()) === "MX" ? "MX" : "TXT";
      return { type, name, value } as const;
    }),
  );
}

/** Adds a mailbox through the dialog: its address, display name and the members ticked. */
async function createMailbox(page: Page, card: Locator, local: string, name: string, members: string[]) {
  await card.getByRole("button", { name: "New mailbox" }).click();
  const dialog = page.getByRole("dialog", { name: "New mailbox" });
  await dialog.getByRole("textbox", { name: "Address" }).fill(local);
  await dialog.getByRole("textbox", { name: "Display name" }).fill(name);
  for (const member of members) await dialog.getByRole("checkbox", { name: member }).check();
  await dialog.getByRole("button", { name: "Create mailbox" }).click();
  return dialog;
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an owner adds a domain, publishes its records and sees it verified, then sets up mailboxes, an alias and a forward; a viewer sees only their own mailbox", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signUpWithSite(page, "Karoo Coffee");
    const viewer = await joinViaApi(browser, page, "viewer");
    const domain = newMailDomain();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);

    await page.goto("/admin/mail");
    await expect(page.getByRole("heading", { name: "No mail domains yet" })).toBeVisible();
    await expect(page.getByText("Add your domain to get addresses like info@yourbusiness.co.za")).toBeVisible();
    await page.getByRole("textbox", { name: "Domain" }).fill(domain);
    await page.getByRole("button", { name: "Add domain" }).click();
    await expect(toast(page).filter({ hasText: "Domain added" })).toBeVisible();

    const card = page.getByRole("region", { name: domain });
    await expect(card.getByText("Waiting for DNS records")).toBeVisible();
    await expect(card.getByText("Not checked yet")).toBeVisible();
    const table = card.getByRole("table", { name: `DNS records for ${domain}` });
    await expect(table.getByRole("row")).toHaveCount(5);
    const records = await recordsOnScreen(table);
    expect(records.map((record) => record.name)).toEqual([
      domain,
      domain,
      expect.stringMatching(new RegExp(`^[a-z0-9]+\\._domainkey\\.${domain.replaceAll(".", "\\.")}$`)),
      `_dmarc.${domain}`,
    ]);

    // A copy button puts the value on the clipboard and says so.
    await card.getByRole("button", { name: "Copy DKIM record value" }).click();
    await expect(card.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(records[2]?.value);

    // Checked before anything is published: each record missing, the domain still waiting.
    const result = card.getByRole("status").filter({ hasText: "records found" });
    await card.getByRole("button", { name: "Check records" }).click();
    await expect(result).toHaveText("0 of 4 records found. Create the missing ones and check again.");
    await expect(table.getByText("Missing", { exact: true })).toHaveCount(4);

    // The owner creates them where the domain's DNS is managed (the suite's own DNS server).
    publishMailRecords(records);
    await card.getByRole("button", { name: "Check records" }).click();
    await expect(toast(page).filter({ hasText: `${domain} is verified` })).toBeVisible();
    await expect(result).toHaveText("All 4 records found.");
    await expect(table.getByText("Found", { exact: true })).toHaveCount(4);
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Last checked/)).toBeVisible();
    const [added] = await mailDomainsViaApi(page);
    await expect(card.getByRole("link", { name: "Open mail" })).toHaveAttribute("href", `/admin/mail/${added?.id}`);

    // info@ for the viewer, then sales@ for nobody but admins; an address taken is refused in the dialog.
    let dialog = await createMailbox(page, card, "info", "Karoo Coffee", [viewer.account.name]);
    await expect(dialog).toBeHidden();
    const mailboxes = card.getByRole("list", { name: `Mailboxes at ${domain}` });
    const info = mailboxes.getByRole("listitem", { name: `info@${domain}` });
    await expect(info).toContainText(viewer.account.name);
    await expect(info).toContainText("0 bytes of 5 GB used");
    allowConsoleErrors(/status of 409 .* @ .*\/api\/mail\/domains\/[^/]+\/(mailboxes|aliases)$/);
    dialog = await createMailbox(page, card, "info", "Again", []);
    await expect(dialog.getByText(`info@${domain} is already taken`)).toBeVisible();
    await dialog.getByRole("textbox", { name: "Address" }).fill("sales");
    await dialog.getByRole("button", { name: "Create mailbox" }).click();
    await expect(mailboxes.getByRole("listitem", { name: `sales@${domain}` })).toContainText("Admins and owners only");

    // A mailbox's size changes in its Edit dialog.
    await info.getByRole("button", { name: `Edit info@${domain}` }).click();
    dialog = page.getByRole("dialog", { name: `Edit info@${domain}` });
    await dialog.getByRole("textbox", { name: "Size limit (GB)" }).fill("2.5");
    await dialog.getByRole("button", { name: "Save mailbox" }).click();
    await expect(info).toContainText("0 bytes of 2.5 GB used");

    // An alias to info@, and a forward to an address elsewhere (never back to the domain itself).
    const others = card.getByRole("list", { name: `Aliases and forwards at ${domain}` });
    await card.getByRole("button", { name: "Add address" }).click();
    dialog = page.getByRole("dialog", { name: "Add an address" });
    await dialog.getByRole("textbox", { name: "Address" }).fill("hello");
    await dialog.getByRole("checkbox", { name: `info@${domain}` }).check();
    await dialog.getByRole("button", { name: "Add alias" }).click();
    await expect(others.getByRole("listitem", { name: `hello@${domain}` })).toContainText("Alias");
    await card.getByRole("button", { name: "Add address" }).click();
    await dialog.getByRole("radio", { name: /^Forward/ }).check();
    await dialog.getByRole("textbox", { name: "Address" }).fill("orders");
    allowConsoleErrors(/status of 400 .* @ .*\/api\/mail\/domains\/[^/]+\/aliases$/);
    await dialog.getByRole("textbox", { name: "Forward to" }).fill(`info@${domain}`);
    await dialog.getByRole("button", { name: "Add forward" }).click();
    await expect(dialog.getByText("forwarding there would send mail round in a loop")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Forward to" }).fill("thandi@example.com");
    await dialog.getByRole("button", { name: "Add forward" }).click();
    await expect(others.getByRole("listitem", { name: `orders@${domain}` })).toContainText("thandi@example.com");
    await expect(others.getByRole("listitem", { name: `hello@${domain}` })).toContainText(`info@${domain}`);

    // The viewer sees the domain and info@ with Open mail, and nothing to manage.
    const seen = viewer.page;
    await seen.goto("/admin/mail");
    await expect(seen.getByText(VIEWER_CANNOT)).toBeVisible();
    const theirs = seen.getByRole("region", { name: domain });
    await expect(theirs.getByRole("listitem", { name: `info@${domain}` })).toBeVisible();
    await expect(theirs.getByRole("listitem")).toHaveCount(1);
    await expect(theirs.getByRole("link", { name: "Open mail" })).toBeVisible();
    await expect(theirs.getByRole("table")).toHaveCount(0);
    await expect(seen.getByRole("button", { name: "Add domain" })).toHaveCount(0);
    for (const action of ["New mailbox", "Add address", "Check records", "Remove domain", "Edit", "Delete"]) {
      await expect(theirs.getByRole("button", { name: action })).toHaveCount(0);
    }
    await viewer.context.close();

    // Removing the domain says what goes with it.
    await card.getByRole("button", { name: "Remove domain" }).click();
    const question = page.getByRole("alertdialog", { name: `Remove ${domain}?` });
    await expect(question).toContainText(`2 mailboxes (info@${domain}, sales@${domain}) with every message in them`);
    await expect(question).toContainText("2 aliases and forwards");
    await question.getByRole("button", { name: "Remove domain" }).click();
    await expect(page.getByRole("heading", { name: "No mail domains yet" })).toBeVisible();
  });

  test("a domain another organization holds is refused in the server's words", async ({ page }) => {
    const domain = newMailDomain("held");
    await signUpWithSite(page, "Karoo Coffee", "First Co");
    await addMailDomainViaApi(page, domain);
    await signUpWithSite(page, "Karoo Roasters", "Second Co");
    allowConsoleErrors(/status of 409 .* @ .*\/api\/mail\/domains$/);

    await page.goto("/admin/mail");
    const field = page.getByRole("textbox", { name: "Domain" });
    await field.fill(domain.toUpperCase());
    await page.getByRole("button", { name: "Add domain" }).click();
    await expect(
      page.getByText(
        `${domain} is already used for mail by another organization: it can be added here once they remove it`,
      ),
    ).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "No mail domains yet" })).toBeVisible();
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("on a phone each record reads as a card of its own and nothing scrolls sideways", async ({ page }) => {
    await signUpWithSite(page, "Karoo Coffee");
    const domain = await verifyMailDomainViaApi(page, await addMailDomainViaApi(page, newMailDomain()));
    await page.goto("/admin/mail");
    const card = page.getByRole("region", { name: domain.domain });
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
    // A verified domain's records fold away until asked for.
    const table = card.getByRole("table", { name: `DNS records for ${domain.domain}` });
    await expect(table).toHaveCount(0);
    await card.getByRole("button", { name: "Show records" }).click();
    const copy = await table.getByRole("button", { name: "Copy DKIM record value" }).boundingBox();
    expect((copy?.x ?? 0) + (copy?.width ?? 0)).toBeLessThanOrEqual(375);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    await card.getByRole("button", { name: "New mailbox" }).click();
    const dialog = page.getByRole("dialog", { name: "New mailbox" });
    await expect(dialog.getByText(`@${domain.domain}`)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Create mailbox" })).toBeVisible();
  });
});
