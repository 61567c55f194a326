// Keeping a post: its files go to the blob store first, then the form (created if new), the submission,
// its files' rows and the jobs that notify of it are written in one transaction, under the per-address
// limit. Only after that commits does the visitor hear "sent", so an answered submission is never lost,
// nor kept without its notifications.
import { randomUUID } from "node:crypto";
import { FORM_POSTS_PER_MINUTE, formMessages } from "@common/forms";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../app-deps";
import { keepBlobs, releaseBlobs } from "../../blobs/blob-sweep";
import type { Db } from "../../db/create-db";
import { lockUntilCommit } from "../../db/locks";
import type { Database } from "../../db/schema";
import { dbBool, isoTime, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import type { AcceptedFile } from "./form-input";
import { ensureForm, type FormRow, type FormSite, findForm } from "./form-rows";

const WINDOW_MS = 60_000;

export type NewSubmission = {
  formName: string;
  fields: { name: string; value: string }[];
  files: AcceptedFile[];
  page: string;
  visitorHash: string;
  userAgent: string;
  /** Why the spam guard put it in Spam ("too fast + a link"), or null. */
  spamReason: string | null;
};

/** The words the inbox's search looks in: every value, in lower case, one per line. */
export function searchTextOf(fields: { value: string }[]): string {
  return fields.map((field) => field.value.toLocaleLowerCase()).join("\n");
}

/**
 * Seconds until one more post from this address to this form is allowed, or 0 when it is allowed now:
 * FORM_POSTS_PER_MINUTE posts within the last minute, counted from the submissions themselves.
 */
async function waitSeconds(db: Db["kysely"], formId: string, visitorHash: string, now = Date.now()): Promise<number> {
  const recent = await db
    .selectFrom("form_submissions")
    .select("created_at")
    .where("form_id", "=", formId)
    .where("visitor_hash", "=", visitorHash)
    .where("created_at", ">", new Date(now - WINDOW_MS).toISOString())
    .orderBy("created_at", "desc")
    .limit(FORM_POSTS_PER_MINUTE)
    .execute();
  const oldest = recent[FORM_POSTS_PER_MINUTE - 1];
  if (!oldest) return 0;
  return Math.max(1, Math.ceil((Date.parse(isoTime(oldest.created_at)) + WINDOW_MS - now) / 1000));
}

function rateLimited(seconds: number): AppError {
  return new AppError("RATE_LIMITED", formMessages.rateLimited(seconds), undefined, { "retry-after": String(seconds) });
}

/** Refuses at once (before the body is read) an address that has used up its posts to an existing form. */
export async function checkPostAllowed({ kysely: db }: Db, siteId: string, formName: string, visitorHash: string) {
  const form = await findForm(db, siteId, formName);
  const seconds = form ? await waitSeconds(db, form.id, visitorHash) : 0;
  if (seconds > 0) throw rateLimited(seconds);
}

export type StoredSubmission = { form: FormRow; id: string; createdAt: string };

/**
 * Stores the submission with its files; answers the form and the new submission's id and time.
 * `alongside` writes what must commit with it (the jobs that notify of it) in the same transaction.
 */
export async function storeSubmission(
  { db, blobs }: Pick<AppDeps, "db" | "blobs">,
  site: FormSite,
  input: NewSubmission,
  alongside: (trx: Kysely<Database>, stored: StoredSubmission) => Promise<void>,
): Promise<StoredSubmission> {
  const stored: { file: AcceptedFile; key: string; size: number }[] = [];
  for (const file of input.files) {
    const blob = await blobs.put(file.bytes, file.mime);
    stored.push({ file, key: blob.key, size: blob.size });
  }
  const id = randomUUID();
  let written: { form: FormRow; createdAt: string };
  try {
    written = await db.kysely.transaction().execute(async (trx) => {
      const form = await ensureForm(trx, db, site, input.formName);
      // One address's posts to one form take turns, so the limit holds however many arrive at once.
      await lockUntilCommit(trx, db.dialect, `form-posts:${form.id}:${input.visitorHash}`);
      const seconds = await waitSeconds(trx, form.id, input.visitorHash);
      if (seconds > 0) throw rateLimited(seconds);
      const createdAt = nowIso();
      await trx
        .insertInto("form_submissions")
        .values({
          id,
          organization_id: site.organization_id,
          site_id: site.id,
          form_id: form.id,
          fields: JSON.stringify(input.fields),
          search_text: searchTextOf(input.fields),
          page: input.page,
          visitor_hash: input.visitorHash,
          user_agent: input.userAgent,
          is_read: dbBool(db.dialect, false),
          is_spam: dbBool(db.dialect, input.spamReason !== null),
          spam_reason: input.spamReason,
          created_at: createdAt,
        })
        .execute();
      if (stored.length > 0) {
        await trx
          .insertInto("form_files")
          .values(
            stored.map(({ file, key, size }, position) => ({
              id: randomUUID(),
              organization_id: site.organization_id,
              site_id: site.id,
              submission_id: id,
              position,
              field: file.field,
              name: file.name,
              mime: file.mime,
              size_bytes: size,
              blob_key: key,
              created_at: createdAt,
            })),
          )
          .execute();
      }
      await alongside(trx, { form, id, createdAt });
      return { form, createdAt };
    });
  } catch (error) {
    await releaseBlobs(
      { db, blobs },
      stored.map((entry) => entry.key),
    );
    throw error;
  }
  await keepBlobs(
    blobs,
    stored.map(({ file, key }) => ({ key, bytes: file.bytes, contentType: file.mime })),
  );
  return { ...written, id };
}
