// How a new site's facts meet its template's (docs/product.md#templates): the creator works out the site it
// is about to make with the same rule the server makes it by.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `over` laid on `under`: objects merge field by field, anything else (lists too) replaces. */
export function layOver(under: unknown, over: unknown): unknown {
  if (!isPlainObject(under) || !isPlainObject(over)) return over === undefined ? under : over;
  const merged: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) merged[key] = layOver(under[key], value);
  return merged;
}
