import { createHmac } from "node:crypto";

const keys = new Map<string, Buffer>();

/**
 * A key for one purpose only ("webcraft/preview-url/v1"…), derived from AUTH_SECRET, so that a signature
 * made for one kind of signed address is worth nothing for another. Derived once per secret and purpose.
 */
export function purposeKey(secret: string, purpose: string): Buffer {
  const id = `${purpose}\n${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = createHmac("sha256", secret).update(purpose).digest();
    keys.set(id, key);
  }
  return key;
}
