import { Hono } from "hono";
import type { Env } from "../env";
import { clientIp } from "../http/client-ip";
import { type Auth, CLIENT_IP_HEADER } from "./auth";

/** Better Auth's own endpoints, with the caller's address filled in by us, never by the caller. */
export function authRoutes({ auth, env }: { auth: Auth; env: Pick<Env, "trustProxy" | "trustProxyHops"> }) {
  const proxy = { trust: env.trustProxy, hops: env.trustProxyHops };
  return new Hono().on(["GET", "POST"], "/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, proxy, CLIENT_IP_HEADER));
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    // The app's middleware has already read (and size-checked) the body; Hono hands back those bytes.
    const body = hasBody && c.req.raw.body ? await c.req.arrayBuffer() : undefined;
    return auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers, body }));
  });
}
