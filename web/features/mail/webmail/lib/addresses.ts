/** An address the server takes (the rule zod's `email()` checks, which the compose schema uses). */
const ADDRESS = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type ParsedAddresses = { valid: string[]; invalid: string[] };

/**
 * What a recipient field holds, split at commas, semicolons and lines; a `Name <address>` gives its
 * address. Addresses are lower-cased and each kept once.
 */
export function parseAddresses(text: string): ParsedAddresses {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const entry = part.trim();
    if (!entry) continue;
    const address = (entry.match(/<([^<>]*)>\s*$/)?.[1] ?? entry).trim().toLowerCase();
    if (!ADDRESS.test(address)) invalid.push(entry);
    else if (!valid.includes(address)) valid.push(address);
  }
  return { valid, invalid };
}

/** The words under a field that holds addresses we cannot send to, or null when all are good. */
export function addressProblem(parsed: ParsedAddresses): string | null {
  if (parsed.invalid.length === 0) return null;
  return `Enter a valid email address: ${parsed.invalid.join(", ")}`;
}

/** Addresses as a field shows them again. */
export function joinAddresses(addresses: readonly string[]): string {
  return addresses.join(", ");
}
