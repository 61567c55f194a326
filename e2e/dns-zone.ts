// The suite's DNS zone. A journey's TXT and MX records are files in the server's data folder, one per
// name and type, which the suite's DNS server (global-setup.ts) reads at every question: the tests run
// in worker processes, the DNS server in Playwright's own, and a file is what both see without a port
// of its own.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { E2E_DATA_DIR } from "./data-dir";

const ZONE = join(E2E_DATA_DIR, "dns");
/** A lower-case DNS name: also a safe file name (no slash, never "." or ".."). */
const NAME = /^[a-z0-9_][a-z0-9._-]*$/;

function recordFile(name: string, type: "txt" | "mx" = "txt"): string | null {
  const lower = name.toLowerCase();
  return NAME.test(lower) ? join(ZONE, `${lower}.${type}`) : null;
}

/** Publishes a TXT record with `text` at `name` (it replaces the name's earlier one). */
export function addTxtRecord(name: string, text: string): void {
  const file = recordFile(name);
  if (!file) throw new Error(`Not a DNS name: ${name}`);
  mkdirSync(ZONE, { recursive: true });
  writeFileSync(file, text);
}

/** The TXT records at `name`, or undefined when it has none. */
export function readTxtRecords(name: string): string[] | undefined {
  const file = recordFile(name);
  if (!file) return undefined;
  try {
    return [readFileSync(file, "utf8")];
  } catch {
    return undefined;
  }
}

/** Publishes an MX record at `name` naming `exchange` (it replaces the name's earlier one). */
export function addMxRecord(name: string, exchange: string, priority = 10): void {
  const file = recordFile(name, "mx");
  if (!file) throw new Error(`Not a DNS name: ${name}`);
  mkdirSync(ZONE, { recursive: true });
  writeFileSync(file, JSON.stringify({ exchange, priority }));
}

/** The MX records at `name`, or undefined when it has none. */
export function readMxRecords(name: string): { exchange: string; priority: number }[] | undefined {
  const file = recordFile(name, "mx");
  if (!file) return undefined;
  try {
    return [JSON.parse(readFileSync(file, "utf8")) as { exchange: string; priority: number }];
  } catch {
    return undefined;
  }
}
