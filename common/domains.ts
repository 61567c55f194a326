// Custom domains' names and texts (docs/product.md#custom-domains), shared by server and web: the
// server refuses with these words, a form may check the same rules before sending.

/** The label the TXT record of a domain's check sits under: `_webcraft.{hostname}`. */
export const DOMAIN_CHECK_LABEL = "_webcraft";

const MAX_HOSTNAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

export const DOMAIN_MESSAGES = {
  empty: "Enter a domain name, such as www.example.com",
  notAlone: "Enter the domain name alone, without http://, a port or a path, such as www.example.com",
  ipAddress: "An IP address cannot be a custom domain: enter a domain name, such as www.example.com",
  noDot: "Enter a full domain name with a dot, such as www.example.com",
  tooLong: `A domain name can be at most ${MAX_HOSTNAME_LENGTH} characters`,
  emptyLabel: "A domain name cannot have an empty part: two dots in a row, or a dot at the start",
  labelTooLong: `Each part of a domain name between dots can be at most ${MAX_LABEL_LENGTH} characters`,
  characters: "A domain name may contain only letters, digits, hyphens and dots",
  hyphenAtEdge: "A part of a domain name cannot start or end with a hyphen",
  numericTld: "The last part of a domain name cannot be only digits",
  ownHost: (hostname: string) => `${hostname} is one of Webcraft's own addresses`,
  underSiteDomain: (siteDomain: string) =>
    `Addresses under ${siteDomain} are Webcraft's own: every site already has one. Add a domain you own, such as www.example.com`,
  alreadyOnSite: (hostname: string) => `${hostname} is already added to this site`,
  takenByAnotherSite: (hostname: string) => `${hostname} is already in use by another site`,
  notFound: "Domain not found",
  primaryNeedsVerified: (hostname: string) =>
    `${hostname} is not verified yet: only a verified domain can be the primary address`,
  verified: (name: string) => `Found the TXT record at ${name}: the domain is verified`,
  noRecord: (name: string) =>
    `No TXT record found at ${name} yet. Add it at your DNS provider; a new record can take from a few minutes to an hour to show.`,
  wrongValue: (name: string, found: string) =>
    `The TXT record at ${name} holds ${found}, not the value shown for this domain. Change it and check again.`,
  lookupFailed: (name: string, reason: string) =>
    `The DNS lookup of ${name} failed (${reason}). Try again in a few minutes.`,
  notAllowed: "Not a domain this server serves",
} as const;

/** Lower-cased and trimmed, one trailing dot dropped; a name with other scripts in its xn-- form. */
export function normalizeHostname(input: string): string {
  let name = input.trim().toLowerCase();
  if (name.endsWith(".")) name = name.slice(0, -1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  if (/[^\x00-\x7f]/.test(name) && !/[/:?#@[\]\\\s%]/.test(name)) {
    try {
      // The URL parser applies IDNA (UTS #46), in browsers and Node alike.
      name = new URL(`http://${name}`).hostname;
    } catch {
      // Left as it is: the character rule refuses it.
    }
  }
  return name;
}

function looksLikeIp(name: string): boolean {
  const unbracketed = name.startsWith("[") && name.endsWith("]") ? name.slice(1, -1) : name;
  if (/^[0-9a-f:.]+$/.test(unbracketed) && (unbracketed.match(/:/g)?.length ?? 0) >= 2) return true;
  return /^[0-9.]+$/.test(name) && name.includes(".");
}

/** Why `hostname` (already normalized) cannot be a domain name, or null when its form is fine. */
export function hostnameProblem(hostname: string): string | null {
  if (hostname === "") return DOMAIN_MESSAGES.empty;
  if (looksLikeIp(hostname)) return DOMAIN_MESSAGES.ipAddress;
  if (/[/:?#@\s]/.test(hostname)) return DOMAIN_MESSAGES.notAlone;
  if (hostname.length > MAX_HOSTNAME_LENGTH) return DOMAIN_MESSAGES.tooLong;
  if (!hostname.includes(".")) return DOMAIN_MESSAGES.noDot;
  const labels = hostname.split(".");
  for (const label of labels) {
    if (label === "") return DOMAIN_MESSAGES.emptyLabel;
    if (label.length > MAX_LABEL_LENGTH) return DOMAIN_MESSAGES.labelTooLong;
    if (!/^[a-z0-9-]+$/.test(label)) return DOMAIN_MESSAGES.characters;
    if (label.startsWith("-") || label.endsWith("-")) return DOMAIN_MESSAGES.hyphenAtEdge;
  }
  if (/^[0-9]+$/.test(labels.at(-1) ?? "")) return DOMAIN_MESSAGES.numericTld;
  return null;
}
