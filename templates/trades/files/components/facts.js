// The business's facts from data/site.json, with the few things every page works out from them.
import site from "../data/site.json";

export default site;

export const contact = site.contact ?? {};
export const copy = site.copy ?? {};
export const hours = contact.hours ?? [];
export const services = copy.services ?? [];
export const photos = site.photos ?? {};
export const gallery = photos.gallery ?? [];
/** The towns and suburbs the business works in: this template's own field of data/site.json. */
export const serviceAreas = site.service_areas ?? [];

/** The brand colours as CSS variables, for classes such as bg-[var(--primary)]. */
export const brandColours = {
  "--primary": site.colours?.primary ?? "#1d4ed8",
  "--accent": site.colours?.accent ?? "#facc15",
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

/** Whether a service is a call-out fee rather than a job: those lead the price list. */
export function isCallOut(service) {
  return /call[- ]?out/i.test(service.name);
}
