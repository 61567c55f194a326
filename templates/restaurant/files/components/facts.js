// The business's facts from data/site.json, with the few things every page works out from them.
import site from "../data/site.json";

export default site;

export const contact = site.contact ?? {};
export const copy = site.copy ?? {};
export const hours = contact.hours ?? [];
export const photos = site.photos ?? {};
export const gallery = photos.gallery ?? [];

/** The brand colours as CSS variables, for classes such as bg-[var(--primary)]. */
export const brandColours = {
  "--primary": site.colours?.primary ?? "#9a3412",
  "--accent": site.colours?.accent ?? "#d97706",
};

/** A phone number as a link target: "+27 82 000 1234" → "tel:+27820001234". */
export function telHref(number) {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

/** Text with blank lines between paragraphs, as a list of paragraphs. */
export function paragraphs(text) {
  return (text ?? "")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The menu in its sections, in the order they first appear; items without one go under "Menu". */
export function menuSections() {
  const sections = new Map();
  for (const item of copy.services ?? []) {
    const name = item.section || "Menu";
    if (!sections.has(name)) sections.set(name, []);
    sections.get(name).push(item);
  }
  return [...sections].map(([name, items]) => ({ name, items }));
}
