/** Colours a site without a picture is shown in, each dark enough to carry white text (contrast 4.5:1 or more). */
const SITE_COLOURS = ["#0f766e", "#1e3a8a", "#9d174d", "#166534", "#6b21a8", "#9a3412", "#334155", "#0e7490"];

/** The same colour for a site every time, picked by its id. */
export function siteColour(siteId: string): string {
  let hash = 0;
  for (const char of siteId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SITE_COLOURS[hash % SITE_COLOURS.length] ?? "#334155";
}

/** The first letter or digit of the site's name, as a capital; "?" for a name with none. */
export function siteInitial(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return match ? match[0].toLocaleUpperCase() : "?";
}
