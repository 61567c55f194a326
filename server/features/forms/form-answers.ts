// How /_forms/{name} answers a visitor. A page that posts with JavaScript asks for JSON and gets
// `{ ok: true }` or `{ error: { code, message } }`; a browser posting the form itself gets a 303 to the
// page to show next, or a small page of ours on the site's host saying what went wrong. Only paths of the
// site's own host are ever redirected to.
import { escapeHtml } from "@common/escape-html";
import { type AppError, errorBody } from "../../errors";
import { friendlyPage } from "../../site/host/friendly-pages";

const NO_STORE = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

/** The page's `fetch` (the runtime's Form) asks for JSON; a browser's own post asks for HTML. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").toLowerCase().includes("application/json");
}

/** `/contact?x=1` → `/contact?x=1&submitted=1`: the page again, which thanks the visitor. */
function submittedPath(path: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set("submitted", "1");
  return `${url.pathname}${url.search}`;
}

function htmlPage(status: number, title: string, text: string, back: string | null, extra: Record<string, string>) {
  const link = back ? ` <a href="${escapeHtml(back)}">Back to the form</a>` : "";
  const { body, headers } = friendlyPage(escapeHtml(title), `${escapeHtml(text)}${link}`);
  return new Response(new Uint8Array(body), { status, headers: { ...headers, ...extra } });
}

/** The answer to a post that was stored (spam included: a bot is not told). */
export function acceptedAnswer(
  request: Request,
  { success, back }: { success: string | null; back: string | null },
): Response {
  if (wantsJson(request)) return Response.json({ ok: true }, { status: 201, headers: NO_STORE });
  const target = success ?? (back === null ? null : submittedPath(back));
  if (target === null) {
    return htmlPage(200, "Thank you!", "Your message has been sent.", null, {});
  }
  return new Response(null, { status: 303, headers: { location: target, ...NO_STORE } });
}

/** The answer to a refused post, with the refusal's status and headers (a 429's Retry-After). */
export function refusedAnswer(request: Request, error: AppError, back: string | null): Response {
  const extra = error.headers ?? {};
  if (wantsJson(request)) {
    return Response.json(errorBody(error.code, error.message), {
      status: error.status,
      headers: { ...NO_STORE, ...extra },
    });
  }
  const title = error.status === 429 ? "Too many messages" : "Your message was not sent";
  return htmlPage(error.status, title, error.message, back, extra);
}
