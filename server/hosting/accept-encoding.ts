import { createLru } from "../lru";

export type Encoding = "br" | "gzip" | null;

const parsed = createLru<string, { encoding: Encoding }>({ maxEntries: 256 });

/**
 * The best encoding we hold that the client accepts (br, then gzip), honouring `q=0` refusals
 * and `*`. Browsers send a handful of distinct headers, so answers are remembered.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  const known = parsed.get(header);
  if (known !== undefined) return known.encoding;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  const answer: Encoding = accepts("br") ? "br" : accepts("gzip") ? "gzip" : null;
  parsed.set(header, { encoding: answer });
  return answer;
}

/** True when If-None-Match names the ETag, whichever encoded form the client cached. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const raw of header.split(",")) {
    const tag = raw.trim().replace(/^W\//, "");
    if (tag === "*") return true;
    const bare = tag.replace(/^"|"$/g, "").replace(/-(gz|br)$/, "");
    if (bare === etag) return true;
  }
  return false;
}
