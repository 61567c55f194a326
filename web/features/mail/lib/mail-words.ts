// How the mail screens put sizes, record checks and address kinds into words.
import type { MailAlias, MailDomain, MailRecord } from "@common/schemas/mail";

const UNITS = ["bytes", "KB", "MB", "GB"] as const;
export const GB = 1024 ** 3;

/** "0 bytes", "340 KB", "1.2 MB", "5 GB": one decimal under ten, none above, trailing ".0" dropped. */
export function formatMailBytes(bytes: number): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(size)} bytes`;
  const rounded = size < 10 ? Math.round(size * 10) / 10 : Math.round(size);
  return `${rounded} ${UNITS[unit]}`;
}

/** A quota as the form's GB field shows it: "5", "0.5", "2.25". */
export function quotaGbText(bytes: number): string {
  return String(Math.round((bytes / GB) * 100) / 100);
}

/** "1.2 MB of 5 GB used". */
export function usageText(used: number, quota: number): string {
  return `${formatMailBytes(used)} of ${formatMailBytes(quota)} used`;
}

export const RECORD_STATUS_WORDS: Record<MailRecord["status"], string> = {
  found: "Found",
  missing: "Missing",
  different: "Different",
};

/** What the last check found, in a line: "All 4 records found", "1 of 4 records found". */
export function recordsSummary(domain: Pick<MailDomain, "records" | "checked_at">): string {
  if (!domain.checked_at) return "Not checked yet";
  const found = domain.records.filter((record) => record.status === "found").length;
  const total = domain.records.length;
  return found === total ? `All ${total} records found` : `${found} of ${total} records found`;
}

export const ALIAS_KIND_WORDS: Record<MailAlias["kind"], { name: string; hint: string }> = {
  alias: { name: "Alias", hint: "Another address for mailboxes of this domain" },
  forward: { name: "Forward", hint: "Sends mail on to addresses elsewhere, such as a Gmail address" },
  catch_all: { name: "Catch-all", hint: "Takes mail sent to any address nothing else holds" },
};

/** "info@a.co.za, sales@a.co.za" for the mailboxes an alias delivers to, by their addresses. */
export function aliasTargetsText(alias: MailAlias, mailboxAddress: (id: string) => string | undefined): string {
  if (alias.kind === "forward") return alias.addresses.join(", ");
  return alias.mailbox_ids.map((id) => mailboxAddress(id) ?? "a removed mailbox").join(", ");
}
