import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address. Behind trusted proxies it is the X-Forwarded-For entry the outermost of our
 * proxies appended: each proxy adds the address it was called from to the end, so with `hops`
 * proxies that is the `hops`-th entry from the end. Entries further left were written by the client
 * and prove nothing. Otherwise it is the socket's address. Requests made in-process (tests) have no
 * socket and may name themselves.
 */
export function clientIp(c: Context, proxy: { trust: boolean; hops: number }, ownHeader: string): string {
  if (proxy.trust) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the request skipped a proxy, so the leftmost is the best we know.
    const forwarded = entries[Math.max(0, entries.length - proxy.hops)];
    if (forwarded) return forwarded;
  }
  const socketAddress = socketIp(c);
  if (socketAddress) return socketAddress;
  return c.req.header(ownHeader) ?? "127.0.0.1";
}

function socketIp(c: Context): string | undefined {
  if (!c.env || typeof c.env !== "object" || !("incoming" in c.env)) return undefined;
  return getConnInfo(c).remote.address;
}
