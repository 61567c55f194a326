// The inbox: a site's submissions newest first, a page at a time, and what members do with them (mark
// read or unread, spam or not spam, delete). Pages are found by keyset, (created_at, id) before the last
// one shown, so a page deep in a hundred thousand submissions costs what the first one does.
import type { Submission, SubmissionAction } from "@common/schemas/forms";
import { sql } from "kysely";
import type { AppDeps } from "../../app-deps";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import { releaseBlobs } from "../../blobs/blob-sweep";
import type { Db } from "../../db/create-db";
import { decodeCursor, type Keyset, likeWord, pageOf, searchWords } from "../../db/list-pages";
import { dbBool } from "../../db/values";
import { AppError } from "../../errors";
import { findForm } from "./form-rows";
import { describeSubmissions, requireSubmission, SUBMISSION_COLUMNS } from "./submission-rows";

type Context = { db: Db; actor: Actor };

export type SubmissionQuery = {
  form?: string;
  folder: "inbox" | "spam";
  q?: string;
  unread?: "0" | "1";
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
};

const BAD_CURSOR = "This cursor is not one the inbox gave: start again from the first page";

/** `2025-03-01` → the instant that day starts in UTC, `days` later; a day that does not exist is refused. */
function dayStart(day: string, days = 0): string {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new AppError("VALIDATION_FAILED", `${day} is not a date`);
  }
  return new Date(time + days * 86_400_000).toISOString();
}

/** A page of the site's submissions in one folder, newest first, with the cursor of the next page. */
export async function listSubmissions(
  { db, actor }: Context,
  siteId: string,
  query: SubmissionQuery,
): Promise<{ submissions: Submission[]; next_cursor: string | null }> {
  const site = await requireSiteAccess(db, actor, siteId);
  const cursor = decodeCursor(query.cursor, BAD_CURSOR);
  const from = query.from ? dayStart(query.from) : null;
  const until = query.to ? dayStart(query.to, 1) : null;
  let formId: string | null = null;
  if (query.form) {
    const form = await findForm(db.kysely, site.id, query.form);
    if (!form) return { submissions: [], next_cursor: null };
    formId = form.id;
  }
  const words = searchWords(query.q);
  const rows = await db.kysely
    .selectFrom("form_submissions")
    .innerJoin("forms", "forms.id", "form_submissions.form_id")
    .select(SUBMISSION_COLUMNS)
    .where("form_submissions.site_id", "=", site.id)
    .where("form_submissions.is_spam", "=", dbBool(db.dialect, query.folder === "spam"))
    .$if(formId !== null, (qb) => qb.where("form_submissions.form_id", "=", formId as string))
    .$if(query.unread === "1", (qb) => qb.where("form_submissions.is_read", "=", dbBool(db.dialect, false)))
    .$if(from !== null, (qb) => qb.where("form_submissions.created_at", ">=", from as string))
    .$if(until !== null, (qb) => qb.where("form_submissions.created_at", "<", until as string))
    .$if(words.length > 0, (qb) =>
      qb.where((eb) =>
        eb.and(
          words.map(
            (word) => sql<boolean>`${eb.ref("form_submissions.search_text")} like ${likeWord(word)} escape '\\'`,
          ),
        ),
      ),
    )
    .$if(cursor !== null, (qb) =>
      qb.where((eb) =>
        eb(
          eb.refTuple("form_submissions.created_at", "form_submissions.id"),
          "<",
          eb.tuple((cursor as Keyset).time, (cursor as Keyset).id),
        ),
      ),
    )
    .orderBy("form_submissions.created_at", "desc")
    .orderBy("form_submissions.id", "desc")
    .limit(query.limit + 1)
    .execute();
  const { page, next } = pageOf(rows, query.limit, (row) => row.created_at);
  return { submissions: await describeSubmissions(db, page), next_cursor: next };
}

export async function getSubmission({ db, actor }: Context, siteId: string, submissionId: string) {
  const { row } = await requireSubmission(db, actor, siteId, submissionId);
  return (await describeSubmissions(db, [row]))[0] as Submission;
}

/** The columns an action sets; a submission moved by hand between folders has no spam guard reason. */
function changesOf(dialect: Db["dialect"], change: { read?: boolean; spam?: boolean }) {
  return {
    ...(change.read !== undefined && { is_read: dbBool(dialect, change.read) }),
    ...(change.spam !== undefined && { is_spam: dbBool(dialect, change.spam), spam_reason: null }),
  };
}

export async function updateSubmission(
  { db, actor }: Context,
  siteId: string,
  submissionId: string,
  change: { read?: boolean; spam?: boolean },
): Promise<Submission> {
  const { row } = await requireSubmission(db, actor, siteId, submissionId);
  // Moving to the folder it is already in keeps the guard's reason.
  const spam = change.spam === undefined || change.spam === Boolean(row.is_spam) ? undefined : change.spam;
  const changes = changesOf(db.dialect, { read: change.read, spam });
  if (Object.keys(changes).length > 0) {
    await db.kysely.updateTable("form_submissions").set(changes).where("id", "=", row.id).execute();
  }
  const updated = { ...row, ...changes };
  return (await describeSubmissions(db, [updated]))[0] as Submission;
}

/** Deletes submissions (their file rows go with them) and then the blobs no other row holds. */
async function deleteRows({ db, blobs }: Pick<AppDeps, "db" | "blobs">, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const files = await db.kysely.selectFrom("form_files").select("blob_key").where("submission_id", "in", ids).execute();
  await db.kysely.deleteFrom("form_submissions").where("id", "in", ids).execute();
  await releaseBlobs(
    { db, blobs },
    files.map((file) => file.blob_key),
  );
}

export async function deleteSubmission(
  { db, blobs, actor }: Context & Pick<AppDeps, "blobs">,
  siteId: string,
  submissionId: string,
): Promise<void> {
  const { row } = await requireSubmission(db, actor, siteId, submissionId);
  await deleteRows({ db, blobs }, [row.id]);
}

const BULK_CHANGES: Record<Exclude<SubmissionAction, "delete">, { read?: boolean; spam?: boolean }> = {
  read: { read: true },
  unread: { read: false },
  spam: { spam: true },
  not_spam: { spam: false },
};

/**
 * Applies one action to those of `ids` that are the site's submissions (others are not counted); answers
 * how many it applied to.
 */
export async function bulkSubmissions(
  { db, blobs, actor }: Context & Pick<AppDeps, "blobs">,
  siteId: string,
  { ids, action }: { ids: string[]; action: SubmissionAction },
): Promise<number> {
  const site = await requireSiteAccess(db, actor, siteId);
  const found = await db.kysely
    .selectFrom("form_submissions")
    .select(["id", "is_spam"])
    .where("site_id", "=", site.id)
    .where("id", "in", [...new Set(ids)])
    .execute();
  if (action === "delete") {
    await deleteRows(
      { db, blobs },
      found.map((row) => row.id),
    );
    return found.length;
  }
  const change = BULK_CHANGES[action];
  // A folder move leaves those already there (and their reasons) as they are.
  const moving = change.spam === undefined ? found : found.filter((row) => Boolean(row.is_spam) !== change.spam);
  if (moving.length > 0) {
    await db.kysely
      .updateTable("form_submissions")
      .set(changesOf(db.dialect, change))
      .where(
        "id",
        "in",
        moving.map((row) => row.id),
      )
      .execute();
  }
  return found.length;
}
