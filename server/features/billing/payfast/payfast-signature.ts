// How PayFast signs what passes between us: an MD5 of the fields as `name=value` pairs joined by `&`,
// each value trimmed and encoded the way PHP's urlencode does (spaces as `+`, every other character
// but letters, digits and `-_.` as upper-case `%XX`), with the passphrase appended as one more pair.
// The checkout form and the notifications keep their fields in a fixed order; the merchant API sorts
// them by name instead, the passphrase among them.
import { createHash } from "node:crypto";

export type Field = [name: string, value: string];

/** A value as PayFast's own PHP encodes it, which is what its signatures are computed over. */
export function payfastEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/**
 * The fields as PayFast reads them, in the order given, without `signature`. A checkout form leaves
 * its empty fields out; a notification is read as posted, empty fields and all (`keepEmpty`).
 */
export function paramString(fields: Field[], { keepEmpty = false }: { keepEmpty?: boolean } = {}): string {
  return fields
    .filter(([name]) => name !== "signature")
    .map(([name, value]): Field => [name, value.trim()])
    .filter(([, value]) => keepEmpty || value !== "")
    .map(([name, value]) => `${name}=${payfastEncode(value)}`)
    .join("&");
}

function md5(text: string): string {
  return createHash("md5").update(text).digest("hex");
}

/** The signature of a checkout form or a notification: its param string, then the passphrase when set. */
export function formSignature(fields: Field[], passphrase?: string, options?: { keepEmpty?: boolean }): string {
  const salted = passphrase?.trim() ? [["passphrase", passphrase] satisfies Field] : [];
  const params = paramString(fields, options);
  const suffix = paramString(salted);
  return md5(params && suffix ? `${params}&${suffix}` : params || suffix);
}

/**
 * The signature of a merchant API call: every header, query and body variable it sends, and the
 * passphrase, sorted by name (byte order, as PHP's ksort), empty ones left out.
 */
export function apiSignature(variables: Record<string, string>, passphrase: string): string {
  const fields = Object.entries({ ...variables, passphrase }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return md5(paramString(fields));
}
