/**
 * Every key of the mail screens starts with `mailKeys.all`. A domain's mailboxes and aliases start with
 * the domain's own key, so removing a domain, or changing one of its mailboxes, refreshes what hangs on it.
 */
export const mailKeys = {
  all: ["mail"] as const,
  domains: (organizationId: string) => [...mailKeys.all, "domains", organizationId] as const,
  domain: (domainId: string) => [...mailKeys.all, "domain", domainId] as const,
  mailboxes: (domainId: string) => [...mailKeys.domain(domainId), "mailboxes"] as const,
  aliases: (domainId: string) => [...mailKeys.domain(domainId), "aliases"] as const,
};
