// The mails the app wrote to its outbox (no SMTP_URL in tests), read back as a person's mail program would.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TestApp } from "./test-app";

/** A mail of the outbox: its headers (folded lines joined) and its whole text. */
export type OutboxMail = { headers: Map<string, string>; text: string; file: string };

export function outbox(app: TestApp): OutboxMail[] {
  const dir = join(app.env.dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  const unquote = (text: string) =>
    text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), "utf8");
    const split = raw.indexOf("\n\n");
    // Headers with quotes come as encoded words (=?UTF-8?Q?…?=), folded over lines.
    const head = raw
      .slice(0, split)
      .replace(/\?=\n[ \t]+=\?UTF-8\?Q\?/gi, "")
      .replace(/\n[ \t]+/g, " ")
      .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, words: string) => unquote(words.replaceAll("_", " ")));
    const headers = new Map<string, string>();
    for (const line of head.split("\n")) {
      const colon = line.indexOf(":");
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    // Long lines of the body come quoted-printable: joined and decoded, so what a reader sees can be looked for.
    const text = unquote(raw.slice(split).replace(/=\r?\n/g, ""));
    return { headers, text, file };
  });
}
