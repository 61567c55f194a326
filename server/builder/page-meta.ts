// What a page file says about itself in `export const meta = { … }` (docs/product.md#search-engines): read in
// the prerender sandbox, where the site's code runs, and checked here, where nothing of the site is trusted.

/** The keys a page's `meta` may set; any other key is ignored. */
export type PageMeta = {
  /** The whole `<title>`, used as it is (the site title is not added). */
  title?: string;
  /** The meta description and the social cards' text. */
  description?: string;
  /** The social cards' image: a path on the site or an https:// address. */
  image?: string;
  /** The page's canonical address: a path on the site or an http(s):// address. */
  canonical?: string;
  /** Keeps the page out of search engines and the sitemap. */
  noindex?: boolean;
};

export const META_KEYS = ["title", "description", "image", "canonical", "noindex"] as const;

const MAX_TEXT = { title: 200, description: 500 } as const;
const MAX_ADDRESS = 2048;
const SITE_PATH = /^\/(?!\/)\S*$/;

/** A problem with a page's `meta`, in words, or null. */
type Check = (value: unknown) => string | null;

const text =
  (key: "title" | "description"): Check =>
  (value) => {
    if (typeof value !== "string") return `meta.${key} must be text`;
    return value.length > MAX_TEXT[key] ? `meta.${key} must be at most ${MAX_TEXT[key]} characters` : null;
  };

const address =
  (key: "image" | "canonical", schemes: RegExp): Check =>
  (value) => {
    const example = key === "image" ? "/media/cover.jpg or https://…" : "/about or https://…";
    if (typeof value !== "string" || value.length > MAX_ADDRESS)
      return `meta.${key} must be an address such as ${example}`;
    return SITE_PATH.test(value) || schemes.test(value) ? null : `meta.${key} must be an address such as ${example}`;
  };

const CHECKS: Record<(typeof META_KEYS)[number], Check> = {
  title: text("title"),
  description: text("description"),
  image: address("image", /^https:\/\/[^\s/]+\S*$/i),
  canonical: address("canonical", /^https?:\/\/[^\s/]+\S*$/i),
  noindex: (value) => (typeof value === "boolean" ? null : "meta.noindex must be true or false"),
};

/**
 * The page's meta as the sandbox reported it (untrusted JSON): the known keys, checked. Undefined keys are
 * unset; a value of the wrong kind is a problem the publish reports against the page.
 */
export function readPageMeta(reported: unknown): { meta: PageMeta; problems: string[] } {
  const meta: Record<string, unknown> = {};
  const problems: string[] = [];
  if (typeof reported !== "object" || reported === null) return { meta, problems };
  for (const key of META_KEYS) {
    if (!Object.hasOwn(reported, key)) continue;
    const value = (reported as Record<string, unknown>)[key];
    if (value === undefined || value === null) continue;
    const problem = CHECKS[key](value);
    if (problem) problems.push(problem);
    else meta[key] = typeof value === "string" ? value.trim() : value;
  }
  return { meta: meta as PageMeta, problems };
}
