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
  "--primary": site.colours?.primary ?? "#9d174d",
  "--accent": site.colours?.accent ?? "#f9a8d4",
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

/** The treatments by kind, in the order the kinds first appear; those without one go under "Treatments". */
export function treatmentKinds() {
  const kinds = new Map();
  for (const item of copy.services ?? []) {
    const name = item.section || "Treatments";
    if (!kinds.has(name)) kinds.set(name, []);
    kinds.get(name).push(item);
  }
  return [...kinds].map(([name, items]) => ({ name, items }));
}

/** An id for an anchor from a name: "Skin and brows" → "skin-and-brows". */
export function anchor(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
