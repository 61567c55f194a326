// A three-way merge of JSON values: what one person changed from the version they started from, laid over
// the version that is current now. The Business details form saves through it, so a save changes in
// data/site.json only what the form changed, and "Keep mine" after a conflict keeps the other person's
// changes to what the form did not touch (docs/product.md#business-details).

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON values; the order of an object's keys does not count. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
  );
}

/**
 * `current` with the changes from `base` to `mine`: where `mine` equals `base` the current value stays (and
 * an absent key stays absent); objects merge key by key; lists of one length in all three merge item by
 * item; any other change takes `mine`'s value. A key `base` had and `mine` dropped is removed. Undefined
 * means absent.
 */
export function mergeChanges(current: unknown, base: unknown, mine: unknown): unknown {
  if (jsonEqual(base, mine)) return current;
  if (isPlainObject(current) && isPlainObject(base) && isPlainObject(mine)) {
    const merged: Record<string, unknown> = { ...current };
    for (const key of new Set([...Object.keys(base), ...Object.keys(mine)])) {
      const value = Object.hasOwn(mine, key) ? mergeChanges(current[key], base[key], mine[key]) : undefined;
      if (value === undefined) delete merged[key];
      else merged[key] = value;
    }
    return merged;
  }
  if (
    Array.isArray(current) &&
    Array.isArray(base) &&
    Array.isArray(mine) &&
    current.length === base.length &&
    base.length === mine.length
  ) {
    return mine.map((item, index) => mergeChanges(current[index], base[index], item));
  }
  return mine;
}
