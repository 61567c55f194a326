import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Actor } from "../../auth/session";
import type { Dialect } from "../../db/create-db";
import type { Database } from "../../db/schema";
import { dbBool } from "../../db/values";

export type NewVersion = { id: string; version_number: number; created_at: Date | string };

/**
 * Adds the next version of a file in a single statement, which is its own transaction: it checks the
 * caller's membership, that the file is a file, and (with `baseVersionId`) that nobody saved since.
 * A database trigger points the file at the new version in the same statement. Answers undefined
 * when a condition failed; two writers racing for one number make the second fail on the unique key.
 */
export async function insertNextVersion(
  db: Kysely<Database>,
  dialect: Dialect,
  target: { actor: Actor; siteId: string; fileId: string; baseVersionId?: string },
  change: { content: string; message: string },
): Promise<NewVersion | undefined> {
  const { actor, siteId, fileId, baseVersionId } = target;
  const next = sql<number>`coalesce((select max(version_number) from site_file_versions where file_id = f.id), 0) + 1`;
  const source = db
    .selectFrom("site_files as f")
    .select((eb) => [
      eb.val(randomUUID()).as("id"),
      "f.id as file_id",
      "f.organization_id",
      eb.val(change.content).as("content"),
      next.as("version_number"),
      eb.val(change.message).as("commit_message"),
      eb.val(actor.userId).as("created_by"),
    ])
    .where("f.id", "=", fileId)
    .where("f.site_id", "=", siteId)
    .where("f.is_directory", "=", dbBool(dialect, false))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("member as m")
          .select("m.id")
          .whereRef("m.organizationId", "=", "f.organization_id")
          .where("m.userId", "=", actor.userId),
      ),
    )
    .$if(baseVersionId !== undefined, (query) => query.where("f.current_version_id", "=", baseVersionId ?? ""));
  return db
    .insertInto("site_file_versions")
    .columns(["id", "file_id", "organization_id", "content", "version_number", "commit_message", "created_by"])
    .expression(source)
    .returning(["id", "version_number", "created_at"])
    .executeTakeFirst();
}
