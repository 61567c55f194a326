import { AUTH_REDIRECT_STORAGE_KEY } from "@common/constants";

type AuthRedirect = { path: string; search: string };

/** Set by a deliberate sign-out, cleared by the next sign-in: until then no page is remembered. */
let isSignedOutOnPurpose = false;

/** Remembers where a signed-out visitor was heading, as JSON `{ path, search }` (docs/product.md#accounts). */
export function saveAuthRedirect(redirect: AuthRedirect) {
  // The guard of the page just left notices a deliberate sign-out only after it happened: it saves nothing.
  if (isSignedOutOnPurpose) return;
  localStorage.setItem(AUTH_REDIRECT_STORAGE_KEY, JSON.stringify(redirect));
}

function clearAuthRedirect() {
  localStorage.removeItem(AUTH_REDIRECT_STORAGE_KEY);
}

/** Called before a deliberate sign-out, so the next person to sign in is not sent where this one was. */
export function forgetAuthRedirect() {
  isSignedOutOnPurpose = true;
  clearAuthRedirect();
}

/** Reads and forgets the saved destination; only same-site paths are returned. */
export function consumeAuthRedirect(): string | null {
  isSignedOutOnPurpose = false;
  const saved = localStorage.getItem(AUTH_REDIRECT_STORAGE_KEY);
  clearAuthRedirect();
  if (!saved) return null;
  const redirect = parseRedirect(saved);
  if (!redirect) return null;
  return `${redirect.path}${redirect.search}`;
}

/** The saved destination, left in place: for a screen that says what waits there. */
export function peekAuthRedirect(): AuthRedirect | null {
  const saved = localStorage.getItem(AUTH_REDIRECT_STORAGE_KEY);
  return saved ? parseRedirect(saved) : null;
}

function parseRedirect(saved: string): AuthRedirect | null {
  try {
    const value: unknown = JSON.parse(saved);
    if (typeof value !== "object" || value === null) return null;
    const { path, search } = value as Record<string, unknown>;
    // A path like "//evil.example" would leave the site: only plain absolute paths come back.
    if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//")) return null;
    const query = typeof search === "string" && (search === "" || search.startsWith("?")) ? search : "";
    return { path, search: query };
  } catch {
    return null;
  }
}
