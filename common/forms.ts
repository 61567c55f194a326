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
  rateLimited: (seconds: number) =>
    `Too many messages were sent. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  formNotFound: "Form not found",
  submissionNotFound: "Submission not found",
  fileNotFound: "File not found",
  notMember: "Only members of this organization can be notified",
} as const;
