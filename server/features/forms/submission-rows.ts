// A submission row as the API shows it, and the lookups the inbox's services start from.
import { formMessages } from "@common/forms";
import type { Submission, SubmissionFile } from "@common/schemas/forms";
import type { Selectable } from "kysely";
import type { Actor } from "../../auth/session";
import { requireSiteAccess, type SiteRow } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import type { FormFileTable, FormSubmissionTable } from "../../db/schema";
import { isoTime } from "../../db/values";
import { AppError } from "../../errors";

export type SubmissionRow = Selectable<FormSubmissionTable> & { form_name: string };
export type FormFileRow = Selectable<FormFileTable>;

/** The columns a submission is shown from, its form's name among them. */
export const SUBMISSION_COLUMNS = [
  "form_submissions.id",
  "form_submissions.organization_id",
  "form_submissions.site_id",
  "form_submissions.form_id",
  "form_submissions.fields",
  "form_submissions.search_text",
  "form_submissions.page",
  "form_submissions.visitor_hash",
  "form_submissions.user_agent",
  "form_submissions.is_read",
  "form_submissions.is_spam",
  "form_submissions.spam_reason",
  "form_submissions.created_at",
  "forms.name as form_name",
] as const;

export function fieldsOf(row: Pick<SubmissionRow, "fields">): { name: string; value: string }[] {
  return JSON.parse(row.fields) as { name: string; value: string }[];
}

/** Where a member downloads an attached file. */
export function fileUrl(file: Pick<FormFileRow, "site_id" | "submission_id" | "id">): string {
  return `/api/sites/${file.site_id}/submissions/${file.submission_id}/files/${file.id}`;
}

export function toSubmissionFile(file: FormFileRow): SubmissionFile {
  return {
    id: file.id,
    field: file.field,
    name: file.name,
    mime: file.mime,
    size: file.size_bytes,
    url: fileUrl(file),
  };
}

export function toSubmission(row: SubmissionRow, files: FormFileRow[]): Submission {
  return {
    id: row.id,
    site_id: row.site_id,
    form_name: row.form_name,
    fields: fieldsOf(row),
    files: files.map(toSubmissionFile),
    page: row.page,
    user_agent: row.user_agent,
    read: Boolean(row.is_read),
    spam: Boolean(row.is_spam),
    spam_reason: row.spam_reason,
    created_at: isoTime(row.created_at),
  };
}

/** The files of these submissions, each submission's in the order they were sent. */
export async function filesOf({ kysely: db }: Db, submissionIds: string[]): Promise<Map<string, FormFileRow[]>> {
  const bySubmission = new Map<string, FormFileRow[]>();
  if (submissionIds.length === 0) return bySubmission;
  const rows = await db
    .selectFrom("form_files")
    .selectAll()
    .where("submission_id", "in", submissionIds)
    .orderBy("submission_id")
    .orderBy("position")
    .execute();
  for (const row of rows) {
    const list = bySubmission.get(row.submission_id);
    if (list) list.push(row);
    else bySubmission.set(row.submission_id, [row]);
  }
  return bySubmission;
}

/** Submissions with their files, as the API shows them, in the rows' order. */
export async function describeSubmissions(db: Db, rows: SubmissionRow[]): Promise<Submission[]> {
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSubmission(row, files.get(row.id) ?? []));
}

/** The site (the caller a member of its organization) and one submission of it; 404 otherwise. */
export async function requireSubmission(
  db: Db,
  actor: Actor,
  siteId: string,
  submissionId: string,
): Promise<{ site: SiteRow; row: SubmissionRow }> {
  const site = await requireSiteAccess(db, actor, siteId);
  const row = await db.kysely
    .selectFrom("form_submissions")
    .innerJoin("forms", "forms.id", "form_submissions.form_id")
    .select(SUBMISSION_COLUMNS)
    .where("form_submissions.id", "=", submissionId)
    .where("form_submissions.site_id", "=", site.id)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", formMessages.submissionNotFound);
  return { site, row };
}
