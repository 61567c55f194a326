// The WebP copies of an image as a media row keeps them: a JSON list in its `variants` column. Kept apart
// from the code that stores them, for the site front, which reads rows' answers but loads no storage code.

/** A stored WebP copy of an image. */
export type StoredVariant = { width: number; height: number; key: string };

export function parseVariants(stored: string): StoredVariant[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? (parsed as StoredVariant[]) : [];
  } catch {
    return [];
  }
}
