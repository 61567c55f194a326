import type { FormSummary, Submission } from "@common/schemas/forms";

/** How many of a submission's first fields its row shows. */
const PREVIEW_FIELDS = 3;

/** The first fields' values on one line, "Robin · robin@example.com · Do you bake…", for a row of the list. */
export function previewLine(submission: Pick<Submission, "fields" | "files">): string {
  const values = submission.fields
    .map((field) => field.value.replace(/\s+/g, " ").trim())
    .filter((value) => value !== "")
    .slice(0, PREVIEW_FIELDS);
  if (values.length > 0) return values.join(" · ");
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
