import type { Env } from "../env";

export type Origin = { kind: "app" } | { kind: "preview" } | { kind: "site"; slug: string } | { kind: "unknown" };

const APP: Origin = { kind: "app" };
const PREVIEW: Origin = { kind: "preview" };
const UNKNOWN: Origin = { kind: "unknown" };
const SLUG = /^[a-z0-9-]+$/;

/**
 * Which of our origins a Host header names (docs/product.md#overview); the env is read once. Only the app's host, the
 * preview host and `{slug}.{SITE_DOMAIN}` with a one-label slug are ours: any other name (a domain
 * someone pointed at this server, a deeper subdomain, no name at all) is unknown and answered with a
 * plain 404, never with the app. An app on `localhost` is also reached as 127.0.0.1 and [::1] on the
 * same port: the same loopback server, which tools address by number.
 */
export function hostClassifier(env: Pick<Env, "appOrigin" | "previewOrigin" | "siteDomain">) {
  const app = new URL(env.appOrigin);
  const port = app.port ? `:${app.port}` : "";
  const appHosts = new Set([app.host]);
  if (app.hostname === "localhost") for (const loopback of ["127.0.0.1", "[::1]"]) appHosts.add(`${loopback}${port}`);
  const previewHost = new URL(env.previewOrigin).host;
  const suffix = `.${env.siteDomain}`;
  return (host: string | undefined): Origin => {
    const name = (host ?? "").toLowerCase();
    if (appHosts.has(name)) return APP;
    if (name === previewHost) return PREVIEW;
    if (name.endsWith(suffix)) {
      const slug = name.slice(0, -suffix.length);
      if (SLUG.test(slug)) return { kind: "site", slug };
    }
    return UNKNOWN;
  };
}
