import { Resolver } from "node:dns/promises";

/** What a lookup found: the records, none at all, or a failure (its code, e.g. ETIMEOUT). */
type Lookup<Found> = Found | { kind: "none" } | { kind: "failed"; reason: string };

/** What a TXT lookup found: the records' texts, none at all, or a failure (its code, e.g. ETIMEOUT). */
export type TxtLookup = Lookup<{ kind: "found"; texts: string[] }>;

/** What an MX lookup found: each record's host (as DNS gives it, without a trailing dot) and priority. */
export type MxLookup = Lookup<{ kind: "found"; records: { exchange: string; priority: number }[] }>;

/** Per server and try; two tries each. */
const TIMEOUT_MS = 3_000;

/** Asks `servers` (DNS_SERVERS, "ip:port") or the system's name servers; no records and no name are both "none". */
async function lookUp<T, Found>(
  servers: string[] | undefined,
  ask: (resolver: Resolver) => Promise<T[]>,
  found: (records: T[]) => Found,
): Promise<Lookup<Found>> {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 2 });
  if (servers) resolver.setServers(servers);
  try {
    const records = await ask(resolver);
    return records.length === 0 ? { kind: "none" } : found(records);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (code === "ENOTFOUND" || code === "ENODATA") return { kind: "none" };
    return { kind: "failed", reason: code || (error instanceof Error ? error.message : String(error)) };
  }
}

/** The TXT records at `name`. A record sent in several strings counts as one text, joined. */
export async function lookupTxt(servers: string[] | undefined, name: string): Promise<TxtLookup> {
  return lookUp(
    servers,
    (resolver) => resolver.resolveTxt(name),
    (records) => ({ kind: "found", texts: records.map((parts) => parts.join("")) }),
  );
}

/** The MX records of `name`, hosts lower-cased. */
export async function lookupMx(servers: string[] | undefined, name: string): Promise<MxLookup> {
  return lookUp(
    servers,
    (resolver) => resolver.resolveMx(name),
    (records) => ({
      kind: "found",
      records: records.map(({ exchange, priority }) => ({
        exchange: exchange.toLowerCase().replace(/\.$/, ""),
        priority,
      })),
    }),
  );
}
