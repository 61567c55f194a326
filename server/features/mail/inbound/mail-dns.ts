// The name servers SPF, DKIM and DMARC are looked up with: DNS_SERVERS when set (a local server in the
// tests), else the system's, as custom domains are checked (server/features/domains/dns-check.ts).
import { Resolver } from "node:dns/promises";

/** What mailauth asks: records of one type at one name, in the shapes node:dns answers with. */
export type MailResolver = (name: string, rrtype: string) => Promise<string[][] | string[]>;

/** Per server and try; two tries each. */
const TIMEOUT_MS = 3_000;

export function mailResolver(servers: string[] | undefined): MailResolver {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 2 });
  if (servers) resolver.setServers(servers);
  // MX and the like come back as objects; mailauth reads each type as node:dns shapes it.
  return (name, rrtype) => resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
}
