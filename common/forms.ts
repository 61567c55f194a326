/**
 * A site's forms: what a visitor's post may hold, how often, and the words a refusal uses
 * (docs/product.md#forms). The server applies them; the inbox screen may show them.
 */
import { formatBytes } from "./storage-limits";

/** Fields one post may carry, its attached files included (the runtime's `_gotcha`, `_t` and `_success` aside). */
export const FORM_MAX_FIELDS = 50;

/** The text of one post's fields, names and values together, in UTF-8 bytes. */
export const FORM_MAX_FIELDS_BYTES = 100 * 1024;

/** One attached file. */
export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Files one post may attach. */
export const FORM_MAX_FILES = 5;

/** A whole post as sent (fields, files and their wrapping); a larger body is refused unread. */
export const FORM_MAX_BODY_BYTES = 25 * 1024 * 1024;

/** Forms one site may have: the first post to a new name creates one, up to this many. */
export const FORM_MAX_PER_SITE = 100;

/** Posts one address may send to one form within a minute; the next is refused with 429 until the minute is up. */
export const FORM_POSTS_PER_MINUTE = 5;

/** A post sent sooner than this after the page showed the form adds "too fast" to its spam score. */
export const FORM_MIN_FILL_MS = 3000;

/** More links than this in a post's fields add "links" to its spam score; one to this many add "a link". */
export const FORM_MAX_LINKS = 3;

/**
 * What each sign of a bot adds to a post's spam score (docs/product.md#forms). A post scoring
 * SPAM_THRESHOLD or more goes to Spam: a sign no person gives (the hidden field filled in, a pile of
 * links, bulk-mail words) is enough alone; a fast fill is not, since people who know what they want type
 * quickly, but it is together with any other sign.
 */
export const SPAM_WEIGHTS = {
  honeypot: 3,
  links: 3,
  keywords: 3,
  "too fast": 2,
  "a link": 1,
} as const;

/** The score from which a post goes to Spam. */
export const SPAM_THRESHOLD = 3;

/** A sign the spam guard saw; a post in Spam keeps them as its reason, joined by " + ". */
export type SpamSignal = keyof typeof SPAM_WEIGHTS;

/** What each sign means, in the inbox's words, to say why a post is in Spam. */
export const SPAM_SIGNAL_TEXTS: Record<SpamSignal, string> = {
  honeypot: "a hidden field that people never see was filled in",
  "too fast": `it was sent within ${FORM_MIN_FILL_MS / 1000} seconds of the form appearing`,
  links: `it holds more than ${FORM_MAX_LINKS} links`,
  "a link": "it holds a link",
  keywords: "it uses words common in bulk mail",
};

/** "Marked as spam because it holds a link and …": a stored reason in words (an unknown sign kept as it is). */
export function spamReasonSentence(reason: string): string {
  const texts = reason
    .split(" + ")
    .map((sign) => (sign in SPAM_SIGNAL_TEXTS ? SPAM_SIGNAL_TEXTS[sign as SpamSignal] : sign));
  return `Marked as spam because ${texts.join(" and ")}.`;
}

/** A field's name as words, for a field the site's form gives no label: `full_name` → "Full name". */
export function humanizeFieldName(name: string): string {
  if (/^e[-_]?mail$/i.test(name)) return "Email";
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_.[\]\s]+/g, " ")
    .trim()
    .toLowerCase();
  return words === "" ? name : words.charAt(0).toUpperCase() + words.slice(1);
}

/** How the inbox names a field: the label the site's form gives it, else its name as words. */
export function fieldLabel(name: string, labels: Record<string, string> | undefined): string {
  return labels?.[name] || humanizeFieldName(name);
}

/** What a visitor reads when a post is refused; the JSON answer carries the same words. */
export const formMessages = {
  badName: "A form name may hold letters, digits, - and _, up to 64 characters.",
  wrongType: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  malformed: "The form could not be read. Please try again.",
  invalidText: "The form sent text that is not valid UTF-8.",
  tooLarge: `The form is larger than the ${formatBytes(FORM_MAX_BODY_BYTES)} a site takes at once.`,
  tooManyFields: `The form has more than ${FORM_MAX_FIELDS} fields.`,
  fieldsTooLarge: `The form's text is larger than ${formatBytes(FORM_MAX_FIELDS_BYTES)}.`,
  tooManyFiles: `A form may attach at most ${FORM_MAX_FILES} files.`,
  fileTooLarge: (name: string) => `${name} is larger than ${formatBytes(FORM_FILE_MAX_BYTES)}`,
  tooManyForms: `This site already has ${FORM_MAX_PER_SITE} forms, the most it may have, so this form was not received.`,
  passwordFirst: "This site is protected by a password: enter it first, then send the form again.",
  /** To the visitor: the owner's plan has taken all the messages it includes this month. */
  monthFull: "This site cannot take more messages this month. Please reach the business another way.",
  rateLimited: (seconds: number) =>
    `Too many messages were sent. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  formNotFound: "Form not found",
  submissionNotFound: "Submission not found",
  fileNotFound: "File not found",
  notMember: "Only members of this organization can be notified",
} as const;
