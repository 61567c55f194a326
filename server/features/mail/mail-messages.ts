// What the mail API answers when it refuses, in the words people read; tests match them.

export const MAIL_MESSAGES = {
  domainNotFound: "Mail domain not found",
  domainTakenElsewhere: (domain: string) =>
    `${domain} is already used for mail by another organization: it can be added here once they remove it`,
  domainAlreadyHere: (domain: string) => `${domain} is already one of this organization's mail domains`,
  lookupFailed: (reason: string) => `The DNS lookup failed (${reason}). Try again in a few minutes.`,
  mailboxNotFound: "Mailbox not found",
  aliasNotFound: "Alias not found",
  addressTaken: (address: string) => `${address} is already taken`,
  catchAllTaken: (domain: string) => `${domain} already has a catch-all: remove it to add another`,
  notMembers: "Only members of this organization can be given a mailbox: choose them from the team",
  aliasTargets: (domain: string) => `An alias delivers only to mailboxes of ${domain}`,
  forwardLoop: (address: string, domain: string) =>
    `${address} is at ${domain} itself: forwarding there would send mail round in a loop. Forward to an address elsewhere, or make an alias to a mailbox of ${domain}.`,
} as const;
