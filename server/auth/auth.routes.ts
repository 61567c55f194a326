import { Hono } from "hono";
import { clientIp } from "../http/client-ip";
import type { AppDeps } from "../http/types";
import { CLIENT_IP_HEADER } from "./auth";

/** Better Auth's own endpoints, with the caller's address filled in by us, never by the caller. */
export function authRoutes({ auth, env }: AppDeps) {
  return new Hono().on(["GET", "POST"], "/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, env.trustProxy, CLIENT_IP_HEADER));
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    const request = new Request(c.req.raw.url, {
      method: c.req.method,
      headers,
      body: hasBody ? c.req.raw.body : undefined,
      // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM types lack it.
      duplex: hasBody ? "half" : undefined,
    });
    return auth.handler(request);
  });
}
