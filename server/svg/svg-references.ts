/**
 * What an SVG may point at. "keep": a place inside the file, embedded pixels, or (for a link someone
 * clicks) a web or mail address; "drop": something that could run code, so the attribute or rule goes;
 * "external": a file the browser would fetch, which the SVG is refused for (it would not be
 * self-contained, and could track whoever views it).
 */
export type ReferenceVerdict = "keep" | "drop" | "external";

/** Pixels embedded in the file itself: formats a browser decodes without running anything. */
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif)[;,]/;
const FETCHED_SCHEMES = new Set(["http", "https", "ftp", "file"]);
const LINK_SCHEMES = new Set(["http", "https", "mailto"]);

export function classifyReference(value: string, isLink: boolean): ReferenceVerdict {
  // Browsers ignore spaces, tabs, line breaks and controls around and inside a scheme ("java\tscript:").
  const squashed = value.replace(/[\p{Cc} ]/gu, "").toLowerCase();
  if (squashed === "" || squashed.startsWith("#")) return "keep";
  if (RASTER_DATA_URL.test(squashed)) return "keep";
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squashed)?.[1];
  if (isLink) return scheme === undefined || LINK_SCHEMES.has(scheme) ? "keep" : "drop";
  if (scheme === undefined || FETCHED_SCHEMES.has(scheme)) return "external";
  return "drop";
}

/** The reference inside each `url(…)`, quoted or not; null when one is not closed. */
function cssUrls(css: string): string[] | null {
  const found: string[] = [];
  const opening = /url\s*\(\s*/gi;
  for (let match = opening.exec(css); match !== null; match = opening.exec(css)) {
    const start = opening.lastIndex;
    const quote = css[start] === '"' || css[start] === "'" ? css[start] : null;
    const end = quote ? css.indexOf(quote, start + 1) : css.indexOf(")", start);
    if (end < 0) return null;
    found.push(quote ? css.slice(start + 1, end) : css.slice(start, end));
    // Go on after this reference, so a sheet of a million "url(" is read once, not a million times.
    opening.lastIndex = end + 1;
  }
  return found;
}

/**
 * A style sheet or style attribute, without comments, or why it cannot stay. Backslash escapes are
 * dropped outright: they can spell a scheme or keyword past any check, and SVG drawings rarely need them.
 */
export function checkCss(css: string): { css: string } | "drop" | "external" {
  const plain = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "");
  if (plain.includes("\\")) return "drop";
  if (/@import/i.test(plain)) return "external";
  if (/javascript:|vbscript:|expression\s*\(|-moz-binding|behavior\s*:/i.test(plain)) return "drop";
  // Functions that load or draw other things without url(): not needed in a drawing, so not allowed.
  if (/(?:image-set|image|cross-fade|element|src)\s*\(/i.test(plain)) return "drop";
  const urls = cssUrls(plain);
  if (urls === null) return "drop";
  const verdicts = urls.map((url) => classifyReference(url, false));
  if (verdicts.includes("external")) return "external";
  if (verdicts.includes("drop")) return "drop";
  return { css: plain };
}
