// A mail domain's DKIM key: made once per domain, its private half kept to sign what the domain sends,
// its public half published in DNS as the `p=` of a TXT record.
import { generateKeyPair } from "node:crypto";
import { promisify } from "node:util";

const makeKeyPair = promisify(generateKeyPair);

/** Large enough for today's receivers, small enough that the TXT record fits the common DNS providers. */
const DKIM_KEY_BITS = 2048;

export type DkimKey = {
  /** `wc{yyyymm}`: a new key some later month gets a selector of its own, beside the old one. */
  selector: string;
  /** PEM, PKCS#8. */
  privateKey: string;
  /** Base64 of the SubjectPublicKeyInfo: DKIM's `p=`. */
  publicKey: string;
};

/** The selector of a key made at `now`. */
export function dkimSelector(now: Date): string {
  return `wc${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** A new RSA key pair, made off the event loop. */
export async function makeDkimKey(now = new Date()): Promise<DkimKey> {
  const { privateKey, publicKey } = await makeKeyPair("rsa", {
    modulusLength: DKIM_KEY_BITS,
    publicKeyEncoding: { type: "spki", format: "der" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return { selector: dkimSelector(now), privateKey, publicKey: publicKey.toString("base64") };
}

/** Where the public key is published. */
export function dkimRecordName(selector: string, domain: string): string {
  return `${selector}._domainkey.${domain}`;
}

/** The text of the DKIM record for `publicKey`. */
export function dkimRecordValue(publicKey: string): string {
  return `v=DKIM1; k=rsa; p=${publicKey}`;
}

/**
 * The `p=` of a DKIM record's text, without the spaces and quotes a provider's split of a long record
 * leaves inside it; null when the text has none.
 */
export function publicKeyIn(text: string): string | null {
  for (const tag of text.split(";")) {
    const [name, ...rest] = tag.split("=");
    if (name?.trim().toLowerCase() === "p") return rest.join("=").replace(/[\s"]/g, "");
  }
  return null;
}
