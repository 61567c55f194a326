import { appApi } from "@common/api/app";
import { domainApi } from "@common/api/domains";
import { hostnameProblem } from "@common/domains";
import type { Env } from "../../env";

/**
 * What a Host header names: the app, the preview origin, a site's own host `{slug}.{SITE_DOMAIN}`, a name
 * that may be a site's custom domain (whether it is, only the database knows), a loopback name that is
 * not the app's (where only the TLS proxy's domain check answers), or nothing of ours.
 */
export type Origin =
  | { kind: "app" }
  | { kind: "preview" }
  | { kind: "site"; slug: string }
  | { kind: "domain"; hostname: string }
  | { kind: "loopback" }
  | { kind: "unknown" };

const APP: Origin = { kind: "app" };
const PREVIEW: Origin = { kind: "preview" };
const LOOPBACK: Origin = { kind: "loopback" };
const UNKNOWN: Origin = { kind: "unknown" };
const SLUG = /^[a-z0-9-]+$/;
const LOOPBACK_NAME = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/**
 * What the machine's own tools, an orchestrator and a metrics scraper ask a process, naming it by a
 * loopback name or by its address rather than by one of our hosts: the TLS proxy's domain check,
 * liveness, readiness and metrics. On such names nothing else answers.
 */
export const PROBE_PATHS: ReadonlySet<string> = new Set([
  domainApi.allowed.path,
  appApi.health.path,
  appApi.ready.path,
  appApi.metrics.path,
]);

const ADDRESS_NAME = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether a Host header is an IP address with an optional port, as probes and scrapers name a process. */
export function isAddressName(host: string | undefined): boolean {
  return ADDRESS_NAME.test(host ?? "");
}

/**
 * Which of our origins a Host header names (docs/product.md#overview); the env is read once. The app's
 * host, the preview host and `{slug}.{SITE_DOMAIN}` with a one-label slug are ours. Any other well-formed
 * domain name (on SITE_DOMAIN's port, if it has one) may be a custom domain: the caller looks it up and
 * answers a plain 404 when no site has it verified, as for every other name (a deeper subdomain of
 * SITE_DOMAIN, an IP address, no name at all). An app on `localhost` is also reached as 127.0.0.1 and
 * [::1] on the same port: the same loopback server, which tools address by number.
 */
export function hostClassifier(env: Pick<Env, "appOrigin" | "previewOrigin" | "siteDomain">) {
  const app = new URL(env.appOrigin);
  const port = app.port ? `:${app.port}` : "";
  const appHosts = new Set([app.host]);
  if (app.hostname === "localhost") for (const loopback of ["127.0.0.1", "[::1]"]) appHosts.add(`${loopback}${port}`);
  const previewHost = new URL(env.previewOrigin).host;
  const suffix = `.${env.siteDomain}`;
  const sitesPort = /:\d+$/.exec(env.siteDomain)?.[0] ?? "";
  const sitesName = env.siteDomain.slice(0, env.siteDomain.length - sitesPort.length);
  const ownNames = new Set([sitesName, app.hostname, new URL(env.previewOrigin).hostname]);

  /** The custom domain `name` may be: a well-formed name with no port or SITE_DOMAIN's, none of ours. */
  function customDomain(name: string): string | null {
    let hostname = name;
    const portAt = name.lastIndexOf(":");
    if (portAt >= 0 && !name.endsWith("]")) {
      if (name.slice(portAt) !== sitesPort) return null;
      hostname = name.slice(0, portAt);
    }
    if (hostname.endsWith(".")) hostname = hostname.slice(0, -1);
    if (ownNames.has(hostname) || hostname.endsWith(`.${sitesName}`) || hostnameProblem(hostname)) return null;
    return hostname;
  }

  return (host: string | undefined): Origin => {
    const name = (host ?? "").toLowerCase();
    if (appHosts.has(name)) return APP;
    if (name === previewHost) return PREVIEW;
    if (name.endsWith(suffix)) {
      const slug = name.slice(0, -suffix.length);
      return SLUG.test(slug) ? { kind: "site", slug } : UNKNOWN;
    }
    if (LOOPBACK_NAME.test(name)) return LOOPBACK;
    const hostname = customDomain(name);
    return hostname ? { kind: "domain", hostname } : UNKNOWN;
  };
}
