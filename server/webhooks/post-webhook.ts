import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isPrivateAddress } from "./private-address";
import { PUBLIC_ONLY, publicOnlyLookup } from "./webhook-url";

/** A receiver that has not answered within this long counts as down; the attempt is retried. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What a receiver answered: its status (only the status is kept, never the body), or why it could not. */
export type PostOutcome = { status: number } | { error: string };

/**
 * One POST through node:http(s) rather than fetch, for its `lookup` hook and its socket: the addresses a
 * name resolves to are checked, then the address actually reached, before anything is sent. Redirects
 * are not followed (a 3xx is a failure), so a public URL cannot bounce the request to a private one.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: {
    allowPrivate: boolean;
    /** Resolves host names in place of the public-only lookup; tests use it for a name that reaches this machine. */
    lookup?: LookupFunction;
  },
): Promise<PostOutcome> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        timeout: WEBHOOK_TIMEOUT_MS,
        lookup: options.lookup ?? (options.allowPrivate ? undefined : publicOnlyLookup),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.on("error", (error) => resolve({ error: error.message }));
      },
    );
    // `timeout` fires on an idle socket; the overall deadline keeps a slow trickle from holding on.
    const deadline = setTimeout(() => request.destroy(new Error("no answer within 10 seconds")), WEBHOOK_TIMEOUT_MS);
    request.on("timeout", () => request.destroy(new Error("no answer within 10 seconds")));
    if (!options.allowPrivate) {
      // The lookup checked the names' addresses; this checks the address the socket really reached, which
      // also covers a kept-alive socket opened by another request and any way around the lookup. It runs
      // before the request or a TLS greeting is written, so a private address is sent nothing.
      request.on("socket", (socket) => {
        const check = () => {
          if (isPrivateAddress(socket.remoteAddress ?? "")) request.destroy(new Error(PUBLIC_ONLY));
        };
        if (socket.connecting) socket.prependOnceListener("connect", check);
        else check();
      });
    }
    request.on("error", (error) => resolve({ error: error.message }));
    request.on("close", () => clearTimeout(deadline));
    request.end(body);
  });
}
