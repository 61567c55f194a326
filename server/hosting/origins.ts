import type { Env } from "../env";

export type Origin = { kind: "app" } | { kind: "preview" } | { kind: "site"; slug: string };

const APP: Origin = { kind: "app" };
const PREVIEW: Origin = { kind: "preview" };
const SLUG = /^[a-z0-9-]+$/;

/** Which of the three kinds of origin a Host header names (DESIGN §1); the env is read once. */
export function hostClassifier(env: Pick<Env, "previewOrigin" | "siteDomain">): (host: string | undefined) => Origin {
  const previewHost = new URL(env.previewOrigin).host;
  const suffix = `.${env.siteDomain}`;
  return (host) => {
    const name = (host ?? "").toLowerCase();
    if (name === previewHost) return PREVIEW;
    if (name.endsWith(suffix)) {
      const slug = name.slice(0, -suffix.length);
      if (SLUG.test(slug)) return { kind: "site", slug };
    }
    return APP;
  };
}

export function classifyHost(host: string | undefined, env: Env): Origin {
  return hostClassifier(env)(host);
}
