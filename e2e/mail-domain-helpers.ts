// What the mail domain journeys and their accessibility checks share: a domain of their own under the
// reserved .test, its records published in the suite's DNS zone, and mailboxes made through the API.
import { randomBytes } from "node:crypto";
import type { Mailbox, MailDomain, MailRecord } from "@common/schemas/mail";
import type { Page } from "@playwright/test";
import { addMxRecord, addTxtRecord } from "./dns-zone";
import { expect } from "./fixtures";

/** A domain no other test uses: `karoo-1a2b3c4d.test`. */
export function newMailDomain(name = "karoo"): string {
  return `${name}-${randomBytes(4).toString("hex")}.test`;
}

/** The records as the DNS provider is asked to hold them, published in the suite's zone. */
export function publishMailRecords(records: Pick<MailRecord, "type" | "name" | "value">[]): void {
  for (const record of records) {
    if (record.type === "MX") {
      const [priority, exchange] = record.value.split(" ");
      addMxRecord(record.name, exchange ?? "", Number(priority));
    } else {
      addTxtRecord(record.name, record.value);
    }
  }
}

/** The organization's mail domains, as the API lists them. */
export async function mailDomainsViaApi(page: Page): Promise<MailDomain[]> {
  const response = await page.request.get("/api/mail/domains");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { domains: MailDomain[] }).domains;
}

export async function addMailDomainViaApi(page: Page, domain: string): Promise<MailDomain> {
  const response = await page.request.post("/api/mail/domains", { data: { domain } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as MailDomain;
}

/** Publishes the domain's records and checks them, so the domain is verified. */
export async function verifyMailDomainViaApi(page: Page, domain: MailDomain): Promise<MailDomain> {
  publishMailRecords(domain.records);
  const response = await page.request.post(`/api/mail/domains/${domain.id}/verify`);
  expect(response.status()).toBe(200);
  const checked = (await response.json()) as MailDomain;
  expect(checked.verified).toBe(true);
  return checked;
}

export async function createMailboxViaApi(
  page: Page,
  domainId: string,
  input: { local_part: string; display_name: string; member_ids?: string[] },
): Promise<Mailbox> {
  const response = await page.request.post(`/api/mail/domains/${domainId}/mailboxes`, { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Mailbox;
}
