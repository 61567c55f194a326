// The outside world's mail server for the journeys: the app delivers what its mailboxes send straight to
// each recipient's MX (MAIL_DIRECT=on in playwright.config.ts), which the suite's DNS zone points at this
// machine, and the server global-setup.ts starts there files each message it takes under the data folder,
// where the tests (in other processes) read them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Arrived } from "../server/test/smtp-sink";
import { E2E_DATA_DIR, E2E_PORT } from "./data-dir";

/** Where the sink listens: MAIL_DIRECT_PORT of the app. */
export const SINK_PORT = E2E_PORT + 23_000;
const SINK_DIR = join(E2E_DATA_DIR, "sink");

export function fileArrivedMail(mail: Arrived): void {
  mkdirSync(SINK_DIR, { recursive: true });
  const name = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  writeFileSync(join(SINK_DIR, `${name}.json`), JSON.stringify({ from: mail.from, to: mail.to }));
  writeFileSync(join(SINK_DIR, `${name}.eml`), mail.raw);
}

/** Every message the sink took so far, with its envelope. */
export function arrivedMail(): { from: string; to: string[]; raw: string }[] {
  let names: string[] = [];
  try {
    names = readdirSync(SINK_DIR).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return names.map((name) => ({
    ...(JSON.parse(readFileSync(join(SINK_DIR, name), "utf8")) as { from: string; to: string[] }),
    raw: readFileSync(join(SINK_DIR, name.replace(/\.json$/, ".eml")), "utf8"),
  }));
}
