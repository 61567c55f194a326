import { AUTH_REDIRECT_STORAGE_KEY } from "@common/constants";

type AuthRedirect = { path: string; search: string };

/** Remembers where a signed-out visitor was heading, as JSON `{ path, search }` (docs/product.md#accounts). */
export function saveAuthRedirect(redirect: AuthRedirect) {
  localStorage.setItem(AUTH_REDIRECT_STORAGE_KEY, JSON.stringify(redirect));
}

export function clearAuthRedirect() {
  localStorage.removeItem(AUTH_REDIRECT_STORAGE_KEY);
}

/** Reads and forgets the saved destination; only same-site paths are returned. */
export function consumeAuthRedirect(): string | null {
  const saved = localStorage.getItem(AUTH_REDIRECT_STORAGE_KEY);
  clearAuthRedirect();
  if (!saved) return null;
  const redirect = parseRedirect(saved);
  if (!redirect) return null;
  return `${redirect.path}${redirect.search}`;
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
