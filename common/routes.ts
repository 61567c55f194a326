/** Every path the SPA renders; the server answers other paths with the not-found screen and a 404. */
export const PUBLIC_ROUTES = [
  "/",
  "/privacy-policy",
  "/terms-of-service",
  "/blogs",
  "/blogs/:slug",
  "/docs",
  "/docs/:slug",
  "/signin",
  "/signup",
  "/login",
  "/forgot-password",
  "/update-password",
  "/accept-invite/:token",
  "/unauthorized",
] as const;

export const ADMIN_ROUTES = [
  "/admin",
  "/admin/sites",
  "/admin/settings",
  "/admin/site/settings/:id",
  "/admin/sites/claim/:slug",
  "/admin/sites/:siteId/details",
  "/admin/media/:id",
  "/admin/submissions/:siteId",
  "/admin/members",
  "/admin/billing",
  "/admin/billing/after",
  "/admin/billing/:slug",
  "/admin/operator",
  "/admin/creator",
  "/admin/mail",
  "/admin/mail/:domainId",
  "/admin/commerce",
  "/admin/commerce/products/:storeId",
  "/admin/commerce/product/:id",
  "/admin/commerce/orders/:id",
  "/admin/federated",
  "/admin/content",
  "/admin/content/:id",
  "/admin/site/:id",
] as const;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(":") || segment === have[i]);
}

/** True when the SPA has a screen for this path (a trailing slash is allowed). */
export function isKnownAppPath(path: string): boolean {
  return [...PUBLIC_ROUTES, ...ADMIN_ROUTES].some((pattern) => matches(pattern, path));
}
