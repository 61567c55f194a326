// Posting to a site's forms in tests, as a visitor's browser does: to /_forms/{name} on the site's own
// host, with a caller address of its own (the in-process app has no socket, so it takes the address a
// test names) unless one is given.
import type { TestApp } from "./test-app";

let visitor = 0;
/** A visitor address no other post of this run has used, so the per-address limit is not in the way. */
export function nextVisitorIp(): string {
  visitor += 1;
  return `172.${16 + ((visitor >> 16) & 15)}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

export type FormPostOptions = {
  /** Ask for JSON, as the site runtime's Form does. */
  json?: boolean;
  ip?: string;
  /** The page the form is on, as a path of the site's host (or a full URL). */
  referer?: string;
  query?: string;
  headers?: Record<string, string>;
};

/** A POST of `body` (urlencoded for URLSearchParams and records, multipart for FormData) to `/_forms/{name}`. */
export function postForm(
  app: TestApp,
  slug: string,
  name: string,
  body: URLSearchParams | FormData | Record<string, string> | string | Uint8Array,
  options: FormPostOptions = {},
) {
  const host = `${slug}.${app.env.siteDomain}`;
  const headers = new Headers(options.headers);
  headers.set("host", host);
  headers.set("x-webcraft-client-ip", options.ip ?? nextVisitorIp());
  if (options.json) headers.set("accept", "application/json");
  if (options.referer) {
    headers.set("referer", options.referer.startsWith("/") ? `http://${host}${options.referer}` : options.referer);
  }
  const sent =
    body instanceof URLSearchParams ||
    body instanceof FormData ||
    typeof body === "string" ||
    body instanceof Uint8Array
      ? body
      : new URLSearchParams(body);
  return app.app.request(`http://${host}/_forms/${name}${options.query ?? ""}`, {
    method: "POST",
    headers,
    body: sent as BodyInit,
  });
}
