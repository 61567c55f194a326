import { Resolver } from "node:dns/promises";

/** What a TXT lookup found: the records' texts, none at all, or a failure (its code, e.g. ETIMEOUT). */
export type TxtLookup = { kind: "found"; texts: string[] } | { kind: "none" } | { kind: "failed"; reason: string };

/** Per server and try; two tries each. */
const TIMEOUT_MS = 3_000;

/**
 * The TXT records at `name`, asked of `servers` (DNS_SERVERS, "ip:port") or the system's name servers.
 * A record sent in several strings counts as one text, joined.
 */
export async function lookupTxt(servers: string[] | undefined, name: string): Promise<TxtLookup> {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 2 });
  if (servers) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    return records.length === 0 ? { kind: "none" } : { kind: "found", texts: records.map((parts) => parts.join("")) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (code === "ENOTFOUND" || code === "ENODATA") return { kind: "none" };
    return { kind: "failed", reason: code || (error instanceof Error ? error.message : String(error)) };
  }
}
