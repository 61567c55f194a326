// Paths a visitor's request names that may be sent back to it in a Location header or a link: only
// paths of the host it came to, never another host.

/**
 * A path of the host the post came to: `/thanks`, `/thanks?x=1#done`; null for anything that could leave
 * it (`//elsewhere`, `/\elsewhere`, `https://…`, a control character) or that is not a path at all.
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || /[\p{Cc}\\]/u.test(value)) return null;
  try {
    const url = new URL(value, "http://site.invalid");
    if (url.host !== "site.invalid") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The path of the page the form was on, from the Referer, when that names the same host; else null. */
export function refererPath(request: Request, host: string): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.host.toLowerCase() !== host.toLowerCase()) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
