// Reading and changing one value deep inside the details' JSON without touching the rest: the form keeps
// data/site.json's shape as its state, and each field names its place in it by a path.

export type DataPath = (string | number)[];

function isContainer(value: unknown): value is Record<string | number, unknown> {
  return typeof value === "object" && value !== null;
}

/** The value at `path`, or undefined where the path leads nowhere. */
export function getAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((node, key) => (isContainer(node) ? node[key] : undefined), data);
}

/** A copy of `data` with `value` at `path`; the objects and lists on the way are copied, the rest shared. */
export function setAt<T>(data: T, path: DataPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...DataPath];
  const node: unknown = isContainer(data) ? data : typeof key === "number" ? [] : {};
  const copy = Array.isArray(node) ? [...node] : { ...(node as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[key] = setAt((node as Record<string | number, unknown>)[key], rest, value);
  return copy as T;
}

/** "copy.services.3.price": how the server and the schema's issues name a place. */
export function pathKey(path: DataPath): string {
  return path.join(".");
}

/** The id of the control at `path`, for its label, its error and links from the sample texts' list. */
export function fieldId(path: DataPath | string): string {
  const key = typeof path === "string" ? path : pathKey(path);
  return `details-${key.replaceAll(".", "-")}`;
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}
