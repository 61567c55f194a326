import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address. Behind a trusted proxy it is the first X-Forwarded-For entry; otherwise the
 * socket's address. Requests made in-process (tests) have no socket and may name themselves.
 */
export function clientIp(c: Context, trustProxy: boolean, ownHeader: string): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
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
