// The one list of tables whose rows hold blob keys. The sweep (blob-sweep.ts) deletes a blob only when
// none of them refers to it, and deleting a site or an organization frees the keys its rows held. Keys
// are content-addressed, so two rows (of one site or of two organizations) may share a blob.
//
// A table that keeps blob keys joins by adding one entry here: its name, the columns that hold one key
// each, the text columns that hold keys inside (a JSON list), and how to find the keys of some sites'
// or organizations' rows.
import type { Db } from "../db/create-db";

/** Whose rows: the sites being deleted, and the organizations being deleted (their sites listed too). */
export type BlobScope = { siteIds: string[]; organizationIds: string[] };

export type BlobReferrer = {
  table: string;
  /** Columns holding one key each, or null. */
  keyColumns: string[];
  /** Text columns holding keys anywhere inside, such as a JSON list of variants. */
  textColumns: string[];
  /** The key columns' and text columns' values of the rows in `scope`, for blobKeysIn to read. */
  valuesIn(db: Db, scope: BlobScope): Promise<(string | null)[]>;
};

async function mediaValues({ kysely: db }: Db, table: "media_files" | "media_versions", siteIds: string[]) {
  if (siteIds.length === 0) return [];
  const rows =
    table === "media_files"
      ? await db
          .selectFrom("media_files")
          .select(["blob_key", "thumbnail_key", "variants"])
          .where("site_id", "in", siteIds)
          .execute()
      : await db
          .selectFrom("media_versions")
          .innerJoin("media_files", "media_files.id", "media_versions.media_id")
          .select(["media_versions.blob_key", "media_versions.thumbnail_key", "media_versions.variants"])
          .where("media_files.site_id", "in", siteIds)
          .execute();
  return rows.flatMap((row) => [row.blob_key, row.thumbnail_key, row.variants]);
}

async function formFileValues({ kysely: db }: Db, siteIds: string[]) {
  if (siteIds.length === 0) return [];
  const rows = await db.selectFrom("form_files").select("blob_key").where("site_id", "in", siteIds).execute();
  return rows.map((row) => row.blob_key);
}

/** Mail's rows belong to organizations, not sites: a message's raw bytes, and its attachments. */
async function mailValues({ kysely: db }: Db, table: "mail_messages" | "mail_attachments", organizationIds: string[]) {
  if (organizationIds.length === 0) return [];
  const rows =
    table === "mail_messages"
      ? await db
          .selectFrom("mail_messages")
          .select("raw_key as key")
          .where("organization_id", "in", organizationIds)
          .execute()
      : await db
          .selectFrom("mail_attachments")
          .innerJoin("mail_messages", "mail_messages.id", "mail_attachments.message_id")
          .select("mail_attachments.blob_key as key")
          .where("mail_messages.organization_id", "in", organizationIds)
          .execute();
  return rows.map((row) => row.key);
}

/** A deployment's files, where the bytes live in the blob store (server/site/deployment-bytes.ts). */
async function deploymentFileValues({ kysely: db }: Db, siteIds: string[]) {
  if (siteIds.length === 0) return [];
  const rows = await db
    .selectFrom("deployment_files")
    .innerJoin("deployments", "deployments.id", "deployment_files.deployment_id")
    .select(["deployment_files.content_key", "deployment_files.gzip_key", "deployment_files.br_key"])
    .where("deployments.site_id", "in", siteIds)
    .where("deployment_files.content_key", "is not", null)
    .execute();
  return rows.flatMap((row) => [row.content_key, row.gzip_key, row.br_key]);
}

export const BLOB_REFERRERS: readonly BlobReferrer[] = [
  {
    table: "media_files",
    keyColumns: ["blob_key", "thumbnail_key"],
    textColumns: ["variants"],
    valuesIn: (db, { siteIds }) => mediaValues(db, "media_files", siteIds),
  },
  {
    table: "media_versions",
    keyColumns: ["blob_key", "thumbnail_key"],
    textColumns: ["variants"],
    valuesIn: (db, { siteIds }) => mediaValues(db, "media_versions", siteIds),
  },
  {
    table: "deployment_files",
    keyColumns: ["content_key", "gzip_key", "br_key"],
    textColumns: [],
    valuesIn: (db, { siteIds }) => deploymentFileValues(db, siteIds),
  },
  {
    table: "form_files",
    keyColumns: ["blob_key"],
    textColumns: [],
    valuesIn: (db, { siteIds }) => formFileValues(db, siteIds),
  },
  {
    table: "mail_messages",
    keyColumns: ["raw_key"],
    textColumns: [],
    valuesIn: (db, { organizationIds }) => mailValues(db, "mail_messages", organizationIds),
  },
  {
    table: "mail_attachments",
    keyColumns: ["blob_key"],
    textColumns: [],
    valuesIn: (db, { organizationIds }) => mailValues(db, "mail_attachments", organizationIds),
  },
];

const KEY_IN_TEXT = /sha256\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}/g;

/** Every blob key written in these values: a key column's own value, or the keys inside a JSON text. */
export function blobKeysIn(values: Iterable<string | null>): Set<string> {
  const keys = new Set<string>();
  for (const value of values) for (const match of value?.match(KEY_IN_TEXT) ?? []) keys.add(match);
  return keys;
}

/** The keys the rows in `scope` hold, read before those rows are deleted so they can be freed after. */
export async function blobKeysOf(db: Db, scope: BlobScope): Promise<string[]> {
  const values = await Promise.all(BLOB_REFERRERS.map((referrer) => referrer.valuesIn(db, scope)));
  return [...blobKeysIn(values.flat())];
}
