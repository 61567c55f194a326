// A way into the router for what lives outside it: the toasts sit beside the router, not under it, so
// their links ask the router registered here to move rather than loading the page again.

type Navigate = (to: string) => void;

let navigate: Navigate | null = null;

/** Called once where the router is made (web/main.tsx). */
export function setAppNavigation(next: Navigate) {
  navigate = next;
}

/** Goes to an app path without a reload; false when no router is registered (the link then loads it). */
export function navigateInApp(to: string): boolean {
  if (!navigate) return false;
  navigate(to);
  return true;
}
