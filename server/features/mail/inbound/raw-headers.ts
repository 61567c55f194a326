// Reading and adding header lines of a raw message without parsing its MIME: the trace headers a
// receiving server adds, and the marks that tell a forwarding loop.

/** Past this many Received headers a message is going round in circles (RFC 5321 §6.3 suggests 100; 25 is plenty). */
export const MAX_RECEIVED_HEADERS = 25;

/** The header the forwarder adds to every message it relays; finding our own host in it means a loop. */
export const LOOP_HEADER = "X-Webcraft-Loop";

/** The header block: everything before the first empty line (the whole message when there is none). */
function headerBlock(raw: Buffer): string {
  const crlf = raw.indexOf("\r\n\r\n");
  const lf = raw.indexOf("\n\n");
  const ends = [crlf, lf].filter((index) => index >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : raw.length;
  return raw.subarray(0, end).toString("latin1");
}

/** Each header field's name (lower case) and unfolded value. */
export function headerFields(raw: Buffer): { name: string; value: string }[] {
  const fields: { name: string; value: string }[] = [];
  for (const line of headerBlock(raw).split(/\r?\n/)) {
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) {
      last.value += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(":");
    if (colon > 0)
      fields.push({ name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() });
  }
  return fields;
}

export function receivedCount(raw: Buffer): number {
  return headerFields(raw).filter((field) => field.name === "received").length;
}

/** Whether a forwarder of ours (at `host`) has relayed this message before. */
export function carriesOurLoopMark(raw: Buffer, host: string): boolean {
  const name = LOOP_HEADER.toLowerCase();
  return headerFields(raw).some((field) => field.name === name && field.value.toLowerCase() === host.toLowerCase());
}

/** `lines` (each without its line break) put before the message, in the message's own line breaks. */
export function prependHeaders(raw: Buffer, lines: string[]): Buffer {
  const lineBreak = raw.indexOf("\r\n") >= 0 || raw.indexOf("\n") < 0 ? "\r\n" : "\n";
  return Buffer.concat([Buffer.from(lines.map((line) => `${line}${lineBreak}`).join(""), "utf8"), raw]);
}

/** What is left of a name a client gave us once it is safe inside a header: no line breaks, not too long. */
function traceWord(text: string): string {
  return (
    text
      .replace(/[^\x21-\x7e]/g, "")
      .replace(/[()]/g, "")
      .slice(0, 255) || "unknown"
  );
}

/** RFC 5322's date, in UTC. */
function mailDate(date: Date): string {
  return date.toUTCString().replace("GMT", "+0000");
}

/** Our Received header (RFC 5321 §4.4): who handed the message over, to whom, when. */
export function receivedHeader(trace: {
  helo: string;
  ip: string;
  host: string;
  id: string;
  secure: boolean;
  at: Date;
}): string[] {
  return [
    `Received: from ${traceWord(trace.helo)} ([${traceWord(trace.ip)}])`,
    `\tby ${trace.host} with ${trace.secure ? "ESMTPS" : "ESMTP"} id ${traceWord(trace.id)};`,
    `\t${mailDate(trace.at)}`,
  ];
}
