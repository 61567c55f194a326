// The inline styles a received mail keeps: its layout (sizes, spacing, borders, colours, fonts, text) and
// nothing that loads, runs or escapes the frame. A declaration is kept only when its property is on the
// list and its value is plain words, numbers, colours and a few harmless functions; anything with a CSS
// escape, a comment, an at-rule, a url() or an expression() is dropped whole rather than repaired.

const PROPERTIES = new Set(
  (
    "color background background-color opacity visibility display float clear vertical-align " +
    "width height min-width max-width min-height max-height box-sizing overflow " +
    "margin margin-top margin-right margin-bottom margin-left " +
    "padding padding-top padding-right padding-bottom padding-left " +
    "border border-top border-right border-bottom border-left border-width border-style border-color " +
    "border-top-width border-right-width border-bottom-width border-left-width " +
    "border-top-style border-right-style border-bottom-style border-left-style " +
    "border-top-color border-right-color border-bottom-color border-left-color " +
    "border-radius border-top-left-radius border-top-right-radius border-bottom-left-radius " +
    "border-bottom-right-radius border-collapse border-spacing table-layout caption-side empty-cells " +
    "font font-family font-size font-style font-weight font-variant line-height letter-spacing word-spacing " +
    "text-align text-decoration text-decoration-line text-decoration-color text-decoration-style " +
    "text-indent text-transform text-overflow white-space word-break word-wrap overflow-wrap direction " +
    "list-style-type list-style-position"
  ).split(" "),
);

/** The functions a value may call (colours and arithmetic, none of which fetch anything), and bare brackets. */
const FUNCTIONS = new Set(["rgb", "rgba", "hsl", "hsla", "calc", ""]);

/** Words, numbers, units, colours, quotes, commas, slashes and brackets; no `\`, `:`, `;`, `@`, `<` or `&`. */
const PLAIN_VALUE = /^[a-zA-Z0-9\s#%.,()'"!+\-/_*]*$/;

/** The declarations of a style attribute, split at semicolons outside quotes and brackets. */
function declarationsOf(style: string): string[] {
  const parts: string[] = [];
  let quote: string | null = null;
  let depth = 0;
  let from = 0;
  for (let at = 0; at < style.length; at++) {
    const char = style[at];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (char === ";" && depth === 0) {
      parts.push(style.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(style.slice(from));
  return parts;
}

function isSafeValue(value: string): boolean {
  if (value === "" || !PLAIN_VALUE.test(value) || value.includes("/*") || value.includes("*/")) return false;
  if ((value.split('"').length - 1) % 2 !== 0 || (value.split("'").length - 1) % 2 !== 0) return false;
  for (const call of value.matchAll(/([a-zA-Z_-]*)\s*\(/g)) {
    if (!FUNCTIONS.has((call[1] ?? "").toLowerCase())) return false;
  }
  return true;
}

/** The declarations of `style` worth keeping, written again as `name: value;` each; "" when none are. */
export function safeInlineStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of declarationsOf(style)) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s+/g, " ");
    if (PROPERTIES.has(property) && isSafeValue(value)) kept.push(`${property}: ${value}`);
  }
  return kept.length > 0 ? `${kept.join("; ")};` : "";
}
