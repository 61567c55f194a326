import type { MailDomain } from "@common/schemas/mail";
import type { Page } from "@playwright/test";
import { admin, heading, type Screen } from "./accessibility-kit";
import { expect } from "./fixtures";
import {
  addMailDomainViaApi,
  createMailboxViaApi,
  mailDomainsViaApi,
  newMailDomain,
  publishMailRecords,
  verifyMailDomainViaApi,
} from "./mail-domain-helpers";

// Each state starts on /admin/mail, then makes the domain and mailboxes it is about through the API.
// Each width comes here once: what was made for the first is found again for the second.

const START = () => "/admin/mail";
const MAIL_READY = heading("Mail");

/** The organization's one domain, verified, with info@ read by the owner and an alias to it. */
async function withDomain(page: Page): Promise<MailDomain> {
  const [found] = await mailDomainsViaApi(page);
  if (found) return found;
  const domain = await verifyMailDomainViaApi(page, await addMailDomainViaApi(page, newMailDomain()));
  const me = (await (await page.request.get("/api/members")).json()) as { members: { user_id: string }[] };
  const mailbox = await createMailboxViaApi(page, domain.id, {
    local_part: "info",
    display_name: "Karoo Coffee",
    member_ids: me.members.map((member) => member.user_id),
  });
  await createMailboxViaApi(page, domain.id, { local_part: "accounts", display_name: "Karoo Coffee accounts" });
  const alias = await page.request.post(`/api/mail/domains/${domain.id}/aliases`, {
    data: { kind: "alias", local_part: "hello", mailbox_ids: [mailbox.id] },
  });
  expect(alias.status()).toBe(201);
  return domain;
}

async function toDomain(page: Page): Promise<MailDomain> {
  const domain = await withDomain(page);
  await page.reload();
  await expect(page.getByRole("list", { name: `Mailboxes at ${domain.domain}` }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("listitem", { name: `hello@${domain.domain}` })).toBeVisible();
  return domain;
}

export const MAIL_SCREENS: Screen[] = [
  admin("Mail, no domain yet", "/admin/mail", START, heading("No mail domains yet")),
  {
    ...admin("Mail, a domain added, records not checked", "/admin/mail", START, MAIL_READY),
    open: async (page) => {
      const [found] = await mailDomainsViaApi(page);
      const domain = found ?? (await addMailDomainViaApi(page, newMailDomain()));
      await page.reload();
      await expect(page.getByText("Waiting for DNS records")).toBeVisible();
      await expect(page.getByRole("table", { name: `DNS records for ${domain.domain}` })).toBeVisible();
    },
  },
  {
    ...admin("Mail, records checked: found, different and missing", "/admin/mail", START, MAIL_READY),
    open: async (page) => {
      const [found] = await mailDomainsViaApi(page);
      const domain = found ?? (await addMailDomainViaApi(page, newMailDomain()));
      const [mx, spf] = domain.records;
      if (mx && spf) publishMailRecords([mx, { ...spf, value: "v=spf1 include:_spf.example.net ~all" }]);
      await page.reload();
      await page.getByRole("button", { name: "Check records" }).click();
      await expect(page.getByRole("status").filter({ hasText: "1 of 4 records found" })).toBeVisible();
      await expect(page.getByText("Found instead:")).toBeVisible();
    },
  },
  {
    ...admin("Mail, a verified domain with mailboxes", "/admin/mail", START, MAIL_READY),
    open: async (page) => void (await toDomain(page)),
  },
  {
    ...admin("Mail, new mailbox dialog open", "/admin/mail", START, MAIL_READY),
    open: async (page) => {
      await toDomain(page);
      await page.getByRole("button", { name: "New mailbox" }).click();
      await expect(page.getByRole("dialog", { name: "New mailbox" }).getByRole("checkbox")).toHaveCount(1);
    },
  },
  {
    ...admin("Mail, add address dialog open", "/admin/mail", START, MAIL_READY),
    open: async (page) => {
      await toDomain(page);
      await page.getByRole("button", { name: "Add address" }).click();
      await expect(page.getByRole("dialog", { name: "Add an address" })).toBeVisible();
    },
  },
];
