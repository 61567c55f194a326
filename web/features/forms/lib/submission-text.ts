import type { FormSummary, Submission } from "@common/schemas/forms";

/** How many of a submission's short fields its row's first line shows. */
const PREVIEW_FIELDS = 3;

/** Names sites give the field a visitor writes their message in. */
const MESSAGE_NAME = /^(?:your[-_ ]?)?(?:message|msg|comments?|enquiry|inquiry|details|notes?|questions?|body|text)$/i;
/** A value this long, with a space in it, reads as something written rather than a name or a number. */
const WRITTEN_LENGTH = 40;

type Text = Pick<Submission, "fields" | "files">;

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * The field that holds what the visitor wrote: one named like `message` with text in it, else the longest
 * value that reads as written (WRITTEN_LENGTH characters or more, with a space); null when none does.
 */
export function messageField(fields: Submission["fields"]): Submission["fields"][number] | null {
  const named = fields.find((field) => MESSAGE_NAME.test(field.name.trim()) && oneLine(field.value) !== "");
  if (named) return named;
  const written = fields.filter(
    (field) => field.value.trim().length >= WRITTEN_LENGTH && /\s/.test(field.value.trim()),
  );
  return written.reduce<Submission["fields"][number] | null>(
    (longest, field) => (longest && longest.value.length >= field.value.length ? longest : field),
    null,
  );
}

/** The visitor's message on one line, for the row under its first line; "" when there is none. */
export function messagePreview(submission: Text): string {
  const message = messageField(submission.fields);
  return message ? oneLine(message.value) : "";
}

/**
 * Who sent it, on one line: the first short fields' values ("Robin · robin@example.com"), the message
 * left to its own line; the message itself when nothing else was written, else the files, else "No text".
 */
export function previewLine(submission: Text): string {
  const message = messageField(submission.fields);
  const values = submission.fields
    .filter((field) => field !== message)
    .map((field) => oneLine(field.value))
    .filter((value) => value !== "")
    .slice(0, PREVIEW_FIELDS);
  if (values.length > 0) return values.join(" · ");
  if (message) return oneLine(message.value);
  const files = submission.files.length;
  if (files > 0) return files === 1 ? "1 attached file" : `${files} attached files`;
  return "No text";
}

/** "1 submission", "3 submissions". */
export function countOf(count: number, one = "submission", many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The counts across forms: what "All forms" and the folders show. */
export function totals(forms: FormSummary[]): { total: number; unread: number; spam: number } {
  return forms.reduce(
    (sum, form) => ({ total: sum.total + form.total, unread: sum.unread + form.unread, spam: sum.spam + form.spam }),
    { total: 0, unread: 0, spam: 0 },
  );
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrome\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const nameIn = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** The browser and system a user agent names, shortly: "Chrome on Windows"; null when it names neither. */
export function browserOf(userAgent: string): string | null {
  const browser = nameIn(BROWSERS, userAgent);
  const system = nameIn(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}
