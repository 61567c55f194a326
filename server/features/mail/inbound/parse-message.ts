// A raw message read into the fields a mailbox row keeps. HTML stays as it came (it is sanitised when
// shown); what the databases cannot hold is taken out: NUL characters, which PostgreSQL's text refuses,
// and ids longer than an index entry may be.
import { randomUUID } from "node:crypto";
import { type AddressObject, type EmailAddress, simpleParser } from "mailparser";

export type Person = { address: string; name: string };

export type ParsedAttachment = {
  filename: string;
  contentType: string;
  contentId: string | null;
  content: Buffer;
};

export type ParsedMessage = {
  messageId: string;
  inReplyTo: string | null;
  /** The ids of References, oldest first. */
  references: string[];
  subject: string;
  from: Person;
  to: Person[];
  cc: Person[];
  /** Its Date header; null when it had none we can keep. */
  date: Date | null;
  text: string;
  html: string | null;
  attachments: ParsedAttachment[];
};

/** Message-IDs are indexed: longer ones are cut (real ones are under 100 characters). */
const MAX_ID_LENGTH = 400;
const MAX_FIELD_LENGTH = 1_000;
/** Of References, the newest this many: a conversation's root and its latest are what threading needs. */
const MAX_REFERENCES = 100;

/** Text without NUL characters, at most `max` long. */
export function storable(text: string, max = Number.POSITIVE_INFINITY): string {
  const clean = text.replaceAll("\u0000", "");
  return clean.length > max ? clean.slice(0, max) : clean;
}

/** The ids in a header's value, without their angle brackets: `<a@b> <c@d>` gives `a@b`, `c@d`. */
export function messageIds(value: string | string[] | undefined): string[] {
  const values = Array.isArray(value) ? value : value ? [value] : [];
  const ids: string[] = [];
  for (const text of values) {
    const bracketed = [...text.matchAll(/<([^<>\s]+)>/g)].map((match) => match[1] ?? "");
    const found = bracketed.length > 0 ? bracketed : text.split(/\s+/);
    for (const id of found) {
      const clean = storable(id.trim(), MAX_ID_LENGTH);
      if (clean) ids.push(clean);
    }
  }
  return ids;
}

/**
 * A one-line field (subject, names, addresses): line breaks an encoded word smuggled in become spaces,
 * so a reply that quotes it can never start a header of its own.
 */
export function oneLine(text: string, max = MAX_FIELD_LENGTH): string {
  return storable(text.replace(/[\r\n\u2028\u2029]+/g, " "), max);
}

function people(field: AddressObject | AddressObject[] | undefined): Person[] {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  const flat = (entries: EmailAddress[]): Person[] =>
    entries.flatMap((entry) =>
      entry.group ? flat(entry.group) : [{ address: oneLine(entry.address ?? ""), name: oneLine(entry.name) }],
    );
  return flat(objects.flatMap((object) => object.value));
}

/** A Date header both databases can store, else null (the time received stands in). */
function keptDate(date: Date | undefined): Date | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 9999 ? date : null;
}

/** `host` names the id made for a message that came without one. */
export async function parseMessage(raw: Buffer, host: string): Promise<ParsedMessage> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true });
  const html = typeof parsed.html === "string" ? storable(parsed.html) : null;
  return {
    messageId: messageIds(parsed.messageId)[0] ?? `${randomUUID()}@${host}`,
    inReplyTo: messageIds(parsed.inReplyTo).at(-1) ?? null,
    references: messageIds(parsed.references).slice(-MAX_REFERENCES),
    subject: oneLine(parsed.subject ?? ""),
    from: people(parsed.from)[0] ?? { address: "", name: "" },
    to: people(parsed.to),
    cc: people(parsed.cc),
    date: keptDate(parsed.date),
    text: storable(parsed.text ?? ""),
    html,
    attachments: parsed.attachments.map((attachment, index) => ({
      filename: oneLine(attachment.filename ?? `attachment-${index + 1}`, 255),
      contentType: oneLine(attachment.contentType || "application/octet-stream", 255),
      contentId: attachment.contentId ? storable(attachment.contentId, MAX_ID_LENGTH) : null,
      content: attachment.content,
    })),
  };
}
