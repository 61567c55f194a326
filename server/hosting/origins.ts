import type { Env } from "../env";

export type Origin = { kind: "app" } | { kind: "preview" } | { kind: "site"; slug: string };

/** Which of the three kinds of origin a Host header names (DESIGN §1). */
export function classifyHost(host: string | undefined, env: Env): Origin {
  const name = (host ?? "").toLowerCase();
  if (name === new URL(env.previewOrigin).host) return { kind: "preview" };
  const suffix = `.${env.siteDomain}`;
  if (name.endsWith(suffix)) {
    const slug = name.slice(0, -suffix.length);
    if (/^[a-z0-9-]+$/.test(slug)) return { kind: "site", slug };
  }
  return { kind: "app" };
}
