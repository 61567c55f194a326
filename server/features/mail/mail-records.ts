// The four DNS records a mail domain needs (where mail is received, who may send it, the signing key,
// what receivers do with mail that fails both), and how a check compares what DNS holds with them.
import { type MailRecord, RECORD_STATUSES } from "@common/schemas/mail";
import type { MailDomainTable } from "../../db/schema-mail";
import type { MailEnv } from "../../env-mail";
import { lookupMx, lookupTxt, type MxLookup, type TxtLookup } from "../domains/dns-check";
import { dkimRecordName, dkimRecordValue, publicKeyIn } from "./dkim-keys";
import { MAIL_MESSAGES } from "./mail-messages";

type MailHost = Pick<MailEnv, "host" | "spfInclude">;
type DomainKeys = Pick<MailDomainTable, "domain" | "dkim_selector" | "dkim_public_key">;
type Found = Pick<MailRecord, "status" | "found"> & { failed?: true };

/** The priority the MX record is shown with; any other is found as well. */
const MX_PRIORITY = 10;

/** The records to create at the domain's DNS provider, none checked yet. */
export function neededRecords(mail: MailHost, row: DomainKeys): MailRecord[] {
  const missing = { status: "missing", found: null } as const;
  return [
    { type: "MX", name: row.domain, value: `${MX_PRIORITY} ${mail.host}`, purpose: "Receiving", ...missing },
    { type: "TXT", name: row.domain, value: `v=spf1 include:${mail.spfInclude} ~all`, purpose: "SPF", ...missing },
    {
      type: "TXT",
      name: dkimRecordName(row.dkim_selector, row.domain),
      value: dkimRecordValue(row.dkim_public_key),
      purpose: "DKIM",
      ...missing,
    },
    {
      type: "TXT",
      name: `_dmarc.${row.domain}`,
      value: `v=DMARC1; p=quarantine; rua=mailto:dmarc@${row.domain}`,
      purpose: "DMARC",
      ...missing,
    },
  ];
}

function storedChecks(text: string): Partial<MailRecord>[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * The records with what the last check found. A record whose value has changed since (a new MAIL_HOST)
 * shows as missing: what was found then says nothing about the new value.
 */
export function recordsOf(mail: MailHost, row: DomainKeys & Pick<MailDomainTable, "checked_records">): MailRecord[] {
  const checked = storedChecks(row.checked_records);
  return neededRecords(mail, row).map((record) => {
    const last = checked.find((c) => c.type === record.type && c.name === record.name && c.value === record.value);
    if (!last || !RECORD_STATUSES.includes(last.status as MailRecord["status"])) return record;
    return { ...record, status: last.status as MailRecord["status"], found: last.found ?? null };
  });
}

/** A lookup that found nothing to compare: missing, with the reason when the lookup failed. */
function notFound(lookup: { kind: "none" } | { kind: "failed"; reason: string }): Found {
  return lookup.kind === "failed"
    ? { status: "missing", found: MAIL_MESSAGES.lookupFailed(lookup.reason), failed: true }
    : { status: "missing", found: null };
}

/** `text` when it differs from what was asked for, else null: `found` shows only what differs. */
const unlessSame = (text: string, value: string) => (text === value ? null : text);

function compareMx(lookup: MxLookup, record: MailRecord, host: string): Found {
  if (lookup.kind !== "found") return notFound(lookup);
  const shown = [...lookup.records]
    .sort((a, b) => a.priority - b.priority)
    .map((mx) => `${mx.priority} ${mx.exchange}`)
    .join(", ");
  const ours = lookup.records.some((mx) => mx.exchange === host);
  return { status: ours ? "found" : "different", found: unlessSame(shown, record.value) };
}

function compareSpf(lookup: TxtLookup, record: MailRecord, include: string): Found {
  if (lookup.kind !== "found") return notFound(lookup);
  const spf = lookup.texts.filter((text) => /^v=spf1(\s|$)/i.test(text.trim()));
  if (spf.length === 0) return { status: "missing", found: null };
  // Two SPF records make receivers fail both (RFC 7208), so only one alone can be found.
  const [text = ""] = spf;
  const includes = text
    .trim()
    .split(/\s+/)
    .some((term) => term.toLowerCase().replace(/^\+/, "") === `include:${include}`);
  const found = spf.length === 1 && includes;
  return { status: found ? "found" : "different", found: unlessSame(spf.join(" | "), record.value) };
}

function compareDkim(lookup: TxtLookup, record: MailRecord, publicKey: string): Found {
  if (lookup.kind !== "found") return notFound(lookup);
  const same = lookup.texts.find((text) => publicKeyIn(text) === publicKey);
  if (same !== undefined) return { status: "found", found: unlessSame(same, record.value) };
  const shown = lookup.texts.find((text) => publicKeyIn(text) !== null) ?? lookup.texts[0] ?? "";
  return { status: "different", found: shown };
}

function compareDmarc(lookup: TxtLookup, record: MailRecord): Found {
  if (lookup.kind !== "found") return notFound(lookup);
  // Any policy will do: the domain's owner decides how strict receivers are.
  const dmarc = lookup.texts.find((text) => /^v=DMARC1\s*(;|$)/i.test(text.trim()));
  if (dmarc !== undefined) return { status: "found", found: unlessSame(dmarc, record.value) };
  return { status: "different", found: lookup.texts[0] ?? "" };
}

/**
 * Looks every record up (`servers`: DNS_SERVERS, else the system's) and says what was found.
 * `mxGone`: the MX record was looked up and does not name our host, so mail no longer comes here.
 */
export async function checkRecords(
  servers: string[] | undefined,
  mail: MailHost,
  row: DomainKeys,
): Promise<{ records: MailRecord[]; mxGone: boolean }> {
  const [mx, spf, dkim, dmarc] = neededRecords(mail, row) as [MailRecord, MailRecord, MailRecord, MailRecord];
  const [mxFound, txtFound, dkimFound, dmarcFound] = await Promise.all([
    lookupMx(servers, mx.name),
    lookupTxt(servers, spf.name),
    lookupTxt(servers, dkim.name),
    lookupTxt(servers, dmarc.name),
  ]);
  const results = [
    compareMx(mxFound, mx, mail.host),
    compareSpf(txtFound, spf, mail.spfInclude),
    compareDkim(dkimFound, dkim, row.dkim_public_key),
    compareDmarc(dmarcFound, dmarc),
  ];
  const records = [mx, spf, dkim, dmarc].map((record, i) => {
    const { status, found } = results[i] as Found;
    return { ...record, status, found };
  });
  const [mxResult] = results;
  return { records, mxGone: mxResult?.status !== "found" && !mxResult?.failed };
}
