// Webhook URLs are typed by customers, and the server posts to them: left unchecked, a URL such as
// http://10.0.0.5/admin or http://169.254.169.254/ would make us a proxy into our own network. So only
// http(s) URLs, and (outside tests, unless WEBHOOK_ALLOW_PRIVATE=on) only public addresses: the literal
// address when saving, and every address the host name resolves to when connecting, so a name that
// resolves somewhere private later (DNS rebinding) is refused too; post-webhook.ts also checks the
// address the socket reached.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";
import { isPrivateAddress } from "./private-address";

/** What the admin reads when a webhook would reach this server or a private network. */
export const PUBLIC_ONLY = "Webhooks can only go to public addresses, not to this server or a private network.";

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
  // A trailing dot only marks a name as complete: `localhost.` is `localhost`.
  const host = parsed.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.+$/, "")
    .toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || (isIP(host) !== 0 && isPrivateAddress(host))) {
    return PUBLIC_ONLY;
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
