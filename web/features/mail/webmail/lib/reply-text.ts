import type { OpenedMessage } from "@common/schemas/mail-compose";
import { formatLongDateTime } from "@/lib/dates";
import { senderName } from "./threads";

export type ComposeKind = "new" | "reply" | "replyAll" | "forward";

type Person = { name: string; address: string };

/** "Re: Quote" for a reply, "Fwd: Quote" for a forward; a subject that already says so is left as it is. */
export function prefixedSubject(kind: "reply" | "forward", subject: string): string {
  const trimmed = subject.trim();
  if (kind === "reply") return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
  return /^(fwd?|fw):/i.test(trimmed) ? trimmed : `Fwd: ${trimmed}`;
}

function personLine(person: Person): string {
  return person.name.trim() ? `${person.name} <${person.address}>` : person.address;
}

/** The original under a reply: who wrote it and when, then each of its lines after "> ". */
export function quotedReply(original: OpenedMessage): string {
  const quoted = original.text
    .replace(/\s+$/, "")
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  return `\n\nOn ${formatLongDateTime(original.date)}, ${senderName(original.from)} wrote:\n${quoted}\n`;
}

/** The original under a forward, with its header lines as other clients write them. */
export function forwardedText(original: OpenedMessage): string {
  const lines = [
    "---------- Forwarded message ----------",
    `From: ${personLine(original.from)}`,
    `Date: ${formatLongDateTime(original.date)}`,
    `Subject: ${original.subject}`,
    `To: ${original.to.map(personLine).join(", ")}`,
    ...(original.cc.length > 0 ? [`Cc: ${original.cc.map(personLine).join(", ")}`] : []),
  ];
  return `\n\n${lines.join("\n")}\n\n${original.text.replace(/\s+$/, "")}\n`;
}

/**
 * Who a reply goes to. A reply answers the sender, or, for a message this mailbox sent, the people it went
 * to; a reply to all adds everyone else on it, never the mailbox itself.
 */
export function replyRecipients(
  kind: "reply" | "replyAll",
  original: OpenedMessage,
  ownAddress: string,
): { to: string[]; cc: string[] } {
  const own = ownAddress.toLowerCase();
  const sentByUs = original.from.address.toLowerCase() === own;
  const firstTo = sentByUs ? original.to.map((p) => p.address) : [original.from.address];
  const unique = (addresses: string[], taken: string[] = []) =>
    addresses
      .map((address) => address.toLowerCase())
      .filter((address, index, all) => address !== own && !taken.includes(address) && all.indexOf(address) === index);
  const to = unique(firstTo);
  if (kind === "reply") return { to: to.length > 0 ? to : [own], cc: [] };
  const others = sentByUs ? [] : original.to.map((p) => p.address);
  const allTo = unique([...firstTo, ...others]);
  return {
    to: allTo,
    cc: unique(
      original.cc.map((p) => p.address),
      allTo,
    ),
  };
}
