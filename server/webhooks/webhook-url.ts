// Webhook URLs are typed by customers, and the server posts to them: left unchecked, a URL such as
// http://10.0.0.5/admin or http://169.254.169.254/ would make us a proxy into our own network. So only
// http(s) URLs, and (outside tests, unless WEBHOOK_ALLOW_PRIVATE=on) only public addresses: the literal
// address when saving, and every address the host name resolves to when connecting, so a name that
// resolves somewhere private later (DNS rebinding) is refused too.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** Loopback, private, link-local, shared, multicast and reserved addresses, IPv4-mapped ones included. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why a webhook URL is refused, in words for the admin, or null when it may be saved. */
export function webhookUrlProblem(url: string, options: { allowPrivate: boolean }): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "Enter a full URL starting with https:// or http://.";
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return "Enter a full URL starting with https:// or http://.";
  }
  if (parsed.username || parsed.password) return "Remove the user name and password from the URL.";
  if (options.allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || (isIP(host) !== 0 && isPrivateAddress(host))) {
    return "Webhooks can only go to public addresses, not to this server or a private network.";
  }
  return null;
}

/** node:http's `lookup` option, refusing host names that resolve to a private address. */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean },
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) {
      return callback(new Error(`${hostname} resolves to a private address (${refused.address})`), []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new Error(`${hostname} has no address`), []);
    callback(null, first.address, first.family);
  });
}
