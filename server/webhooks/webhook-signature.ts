// How a receiver knows a webhook came from us and was not replayed: an HMAC-SHA256, under the owner's
// secret, of the timestamp and the exact body, in the `Webcraft-Signature` header. Every attempt signs
// afresh, so a retry hours later still carries a recent timestamp.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "Webcraft-Signature";

/** How old a signature's timestamp a receiver should accept (ours is fresh at each attempt). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * A new webhook secret, `whsec_` and 32 random bytes in base64url. The owner (a form) stores it and
 * shows it to its admins on demand; anyone holding it can forge deliveries, so it goes no further.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/**
 * What a receiver does (our tests do it too): recompute the HMAC over the raw body and compare in
 * constant time, refusing timestamps further than the tolerance from now.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const fields = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(fields.get("t"));
  const given = fields.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, body), "hex");
  const actual = Buffer.from(/^[0-9a-f]{64}$/.test(given) ? given : "", "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
