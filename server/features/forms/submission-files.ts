// A file a visitor attached, for a member: always a download, never shown in the browser, under a policy
// that lets nothing in it run, whatever it holds.
import { formMessages } from "@common/forms";
import type { AppDeps } from "../../app-deps";
import type { Actor } from "../../auth/session";
import { AppError } from "../../errors";
import { contentDisposition } from "../../site/host/media-headers";
import { requireSubmission } from "./submission-rows";

export async function downloadSubmissionFile(
  { db, blobs, actor }: Pick<AppDeps, "db" | "blobs"> & { actor: Actor },
  siteId: string,
  submissionId: string,
  fileId: string,
): Promise<{ bytes: Buffer; headers: Record<string, string> }> {
  const { row } = await requireSubmission(db, actor, siteId, submissionId);
  const file = await db.kysely
    .selectFrom("form_files")
    .selectAll()
    .where("id", "=", fileId)
    .where("submission_id", "=", row.id)
    .executeTakeFirst();
  const bytes = file ? await blobs.get(file.blob_key) : null;
  if (!file || !bytes) throw new AppError("NOT_FOUND", formMessages.fileNotFound);
  return {
    bytes,
    headers: {
      "content-type": file.mime,
      "content-length": String(bytes.length),
      "content-disposition": contentDisposition(false, file.name),
      "content-security-policy": "default-src 'none'; sandbox",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  };
}
