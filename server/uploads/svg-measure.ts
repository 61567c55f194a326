/**
 * Sizes read from a cleaned SVG (written by server/svg/sanitize-svg.ts: one root tag first, attribute
 * values in double quotes) without handing it to a renderer, whose cost grows with every element.
 */

/** CSS pixels per unit; relative units (%, em) say nothing on their own and fall back to the viewBox. */
const PIXELS_PER_UNIT: Record<string, number> = {
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
};

function lengthInPixels(value: string | undefined): number | null {
  const match = /^\s*(\d*\.?\d+(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(value ?? "");
  const perUnit = PIXELS_PER_UNIT[(match?.[2] || "px").toLowerCase()];
  const pixels = match && perUnit ? Number(match[1]) * perUnit : Number.NaN;
  return Number.isFinite(pixels) && pixels > 0 ? pixels : null;
}

/**
 * The drawing's size in CSS pixels as a browser would show it in an <img>: width and height, one of
 * them completed from the viewBox's proportions, or the viewBox alone; null when it declares none.
 */
export function declaredSize(svg: string): { width: number; height: number } | null {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const [, , boxWidth = 0, boxHeight = 0] = (attribute("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const hasBox = boxWidth > 0 && boxHeight > 0;
  let width = lengthInPixels(attribute("width"));
  let height = lengthInPixels(attribute("height"));
  if (hasBox && width === null && height === null) [width, height] = [boxWidth, boxHeight];
  if (hasBox && width === null && height !== null) width = (height * boxWidth) / boxHeight;
  if (hasBox && height === null && width !== null) height = (width * boxHeight) / boxWidth;
  if (width === null || height === null) return null;
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

/** The pictures embedded as data: URLs (the only ones a cleaned SVG may hold), decoded. */
export function embeddedPictures(svg: string): Buffer[] {
  const pictures: Buffer[] = [];
  for (const match of svg.matchAll(/data:image\/[a-z]+(;base64)?,([^"'()\s<&]*)/gi)) {
    const payload = match[2] ?? "";
    try {
      pictures.push(match[1] ? Buffer.from(payload, "base64") : Buffer.from(decodeURIComponent(payload), "latin1"));
    } catch {
      // Not decodable: a browser shows nothing there, and neither does the renderer.
    }
  }
  return pictures;
}

/** The cleaned file's length without its embedded pictures: what the renderer has to lay out. */
export function markupLength(svg: string): number {
  return svg.replace(/data:image\/[a-z]+(;base64)?,[^"'()\s<&]*/gi, "").length;
}
