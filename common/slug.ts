/** Lowercase letters, digits and single hyphens, at most `max` characters; '' when nothing is left. */
export function slugify(value: string, max = 48): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/g, "");
}
