import { randomBytes } from "node:crypto";

/** `base` with a short random suffix: how a slug that is taken becomes one that is (very likely) free. */
export function suffixedSlug(base: string, bytes = 3): string {
  return `${base}-${randomBytes(bytes).toString("hex")}`;
}

/** `base` when it is free, else the first free suffixed form; sites and organizations alike. */
export async function freeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = suffixedSlug(base);
    if (!(await isTaken(candidate))) return candidate;
  }
  // Five clashes on three random bytes: a longer suffix, left to the unique index to confirm.
  return suffixedSlug(base, 6);
}
