import { createLru } from "../lru";

export type Encoding = "br" | "gzip" | null;

/** Which of the encodings we hold the client accepts. */
export type Accepted = { br: boolean; gzip: boolean };

const parsed = createLru<string, Accepted>({ maxEntries: 256 });
const NONE: Accepted = { br: false, gzip: false };

/**
 * The encodings we hold that the client accepts, honouring `q=0` refusals and `*`. Browsers send a
 * handful of distinct headers, so answers are remembered.
 */
export function acceptedEncodings(header: string | undefined): Accepted {
  if (!header) return NONE;
  const known = parsed.get(header);
  if (known !== undefined) return known;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  const answer: Accepted = { br: accepts("br"), gzip: accepts("gzip") };
  parsed.set(header, answer);
  return answer;
}

/** The best encoding the client accepts: brotli (smaller), then gzip, whatever their q-values. */
export function preferredEncoding(header: string | undefined): Encoding {
  const accepted = acceptedEncodings(header);
  return accepted.br ? "br" : accepted.gzip ? "gzip" : null;
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
