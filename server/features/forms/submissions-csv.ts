// A form's submissions as CSV for a spreadsheet: the inbox's (never Spam), oldest first, one column for
// when, one for the page, then one per field name in the order the names first appear (attached files
// by their names). RFC 4180, written by csv-stringify (commas, quotes and line breaks quoted; CRLF between
// records) in UTF-8 with a BOM, which spreadsheet programs need to read it as UTF-8.
import { formMessages } from "@common/forms";
import { stringify } from "csv-stringify/sync";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import { dbBool, isoTime } from "../../db/values";
import { AppError } from "../../errors";
import { findForm } from "./form-rows";
import { fieldsOf, filesOf } from "./submission-rows";

const BATCH = 2000;

/**
 * A value a spreadsheet would run as a formula (`=`, `@`, or `+`/`-` followed by anything but a number)
 * is written after an apostrophe, so that opening the file never runs what a visitor typed.
 */
export function defused(value: string): string {
  return /^[=@\t\r]|^[+-](?![\d\s.(]|$)/.test(value) ? `'${value}` : value;
}

/** Rows as a spreadsheet file: RFC 4180 with CRLF, UTF-8 with a BOM, every value defused. */
export function spreadsheetCsv(rows: readonly string[][]): string {
  return stringify(
    rows.map((row) => row.map(defused)),
    // csv-stringify quotes a line break only when it is the whole record delimiter: RFC 4180 wants any.
    { bom: true, record_delimiter: "\r\n", quoted_match: /[\r\n]/ },
  );
}

/** One record per submission: its values by column name. */
type CsvRecord = { createdAt: string; page: string; values: Map<string, string> };

type Position = { createdAt: string; id: string };

/** The next submissions of the form's inbox after `after`, oldest first. */
function batchAfter(db: Db, formId: string, after: Position | null) {
  return db.kysely
    .selectFrom("form_submissions")
    .select(["id", "fields", "page", "created_at"])
    .where("form_id", "=", formId)
    .where("is_spam", "=", dbBool(db.dialect, false))
    .$if(after !== null, (qb) =>
      qb.where((eb) => eb(eb.refTuple("created_at", "id"), ">", eb.tuple(after?.createdAt ?? "", after?.id ?? ""))),
    )
    .orderBy("created_at")
    .orderBy("id")
    .limit(BATCH)
    .execute();
}

/** The CSV and the name to save it as: `{site-slug}-{form}-submissions.csv`. */
export async function exportSubmissionsCsv(
  { db, actor }: { db: Db; actor: Actor },
  siteId: string,
  formName: string,
): Promise<{ filename: string; csv: string }> {
  const site = await requireSiteAccess(db, actor, siteId);
  const form = await findForm(db.kysely, site.id, formName);
  if (!form) throw new AppError("NOT_FOUND", formMessages.formNotFound);
  const columns = new Set<string>();
  const records: CsvRecord[] = [];
  let after: Position | null = null;
  for (;;) {
    const rows = await batchAfter(db, form.id, after);
    const files = await filesOf(
      db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const values = new Map<string, string>();
      const add = (name: string, value: string) => {
        columns.add(name);
        const before = values.get(name);
        values.set(name, before ? `${before}, ${value}` : value);
      };
      for (const field of fieldsOf(row)) add(field.name, field.value);
      for (const file of files.get(row.id) ?? []) add(file.field, file.name);
      records.push({ createdAt: isoTime(row.created_at), page: row.page, values });
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = { createdAt: isoTime(last.created_at), id: last.id };
  }
  const names = [...columns];
  const rows = [
    ["Submitted at", "Page", ...names],
    ...records.map((record) => [record.createdAt, record.page, ...names.map((name) => record.values.get(name) ?? "")]),
  ];
  return { filename: `${site.slug}-${form.name}-submissions.csv`, csv: spreadsheetCsv(rows) };
}
