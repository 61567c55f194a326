// A new site from a zip (docs/product.md#export-and-import). Every entry is judged before anything is
// stored; media blobs are put before the site's transaction and taken away again if it fails, so after
// a refusal there is no site and no blob of it.
import { stat } from "node:fs/promises";
import { MAX_FILE_BYTES } from "@common/files";
import { MEDIA_MAX_BYTES, mediaMessages } from "@common/media";
import { type SiteManifest, siteManifestSchema } from "@common/schemas/site-archive";
import type { Site } from "@common/schemas/sites";
import { siteNameSchema } from "@common/schemas/sites";
import {
  ARCHIVE_FILES_FOLDER,
  ARCHIVE_FORMAT_VERSION,
  ARCHIVE_MANIFEST,
  ARCHIVE_MEDIA_FOLDER,
  archiveMessages,
} from "@common/site-archive";
import type { AppDeps } from "../../app-deps";
import type { Actor } from "../../auth/session";
import { requireActiveOrganization } from "../../auth/site-access";
import { releaseBlobs } from "../../blobs/blob-sweep";
import { AppError } from "../../errors";
import { sweepDuePostsSoon } from "../posts/post-publishing";
import { createSiteWith } from "../sites/sites.service";
import type { CheckedEntry } from "./archive-entries";
import { type OpenArchive, openArchive } from "./archive-read";
import type { ArchiveUpload } from "./archive-upload";
import { type AcceptedArchive, archiveFiller } from "./import-filler";
import { importMedia, type MediaBatch } from "./import-media";
import { acceptPosts } from "./import-posts";

type Context = Pick<AppDeps, "db" | "env" | "blobs" | "jobs" | "clock"> & { actor: Actor };

const MANIFEST_MAX_BYTES = 50 * 1024 * 1024;
const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function refuse(message: string): never {
  throw new AppError("VALIDATION_FAILED", message);
}

async function readManifest(archive: OpenArchive, entry: CheckedEntry): Promise<SiteManifest> {
  const bytes = await archive.read(entry, MANIFEST_MAX_BYTES, archiveMessages.badManifest("it is too large"));
  let json: unknown;
  try {
    json = JSON.parse(UTF8.decode(bytes));
  } catch {
    return refuse(archiveMessages.badManifest("it is not JSON"));
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === "number" && format > ARCHIVE_FORMAT_VERSION) refuse(archiveMessages.laterFormat(format));
  const parsed = siteManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(archiveMessages.badManifest(`${issue?.path.join(".") || "its top"}: ${issue?.message}`));
  }
  return parsed.data;
}

async function sourceFile(archive: OpenArchive, checked: CheckedEntry, path: string) {
  const maxMb = MAX_FILE_BYTES / 1024 / 1024;
  const bytes = await archive.read(checked, MAX_FILE_BYTES, archiveMessages.fileTooLarge(checked.name, maxMb));
  let content: string;
  try {
    content = UTF8.decode(bytes);
  } catch {
    return refuse(archiveMessages.notText(checked.name));
  }
  if (content.includes("\u0000")) refuse(archiveMessages.notText(checked.name));
  return { path, content };
}

/** The name the site gets: the one asked for, else the archive's, else the zip's file name. */
function siteName(upload: ArchiveUpload, manifest: SiteManifest | null): string {
  const fromFile = upload.fileName.replace(/\.zip$/i, "").trim();
  const chosen = upload.name?.trim() || manifest?.name.trim() || fromFile || "Imported site";
  const parsed = siteNameSchema.safeParse(chosen);
  if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? "Not a site name");
  return parsed.data;
}

/** Sorts the entries into what they are, reading each: a refusal of one refuses the whole archive. */
async function acceptArchive(
  context: Context,
  archive: OpenArchive,
  organizationId: string,
  batch: MediaBatch,
): Promise<AcceptedArchive> {
  const manifestEntry = archive.entries.find((entry) => entry.path === ARCHIVE_MANIFEST);
  const manifest = manifestEntry ? await readManifest(archive, manifestEntry) : null;
  const accepted: AcceptedArchive = { files: [], folders: [], media: batch.media, posts: [], manifest };
  const media: Parameters<typeof importMedia>[2] = [];
  for (const checked of archive.entries) {
    if (checked === manifestEntry) continue;
    let path = checked.path;
    if (manifest) {
      if (checked.path.startsWith(ARCHIVE_MEDIA_FOLDER)) {
        path = checked.path.slice(ARCHIVE_MEDIA_FOLDER.length);
        if (path !== "" && !checked.isDirectory) {
          media.push({
            checked,
            path,
            bytes: () => archive.read(checked, MEDIA_MAX_BYTES, mediaMessages.tooLarge(checked.name)),
          });
        }
        continue;
      }
      if (!checked.path.startsWith(ARCHIVE_FILES_FOLDER)) {
        refuse(
          archiveMessages.badPath(
            checked.name,
            "an exported site keeps its files under files/ and its media under media/",
          ),
        );
      }
      path = checked.path.slice(ARCHIVE_FILES_FOLDER.length);
      if (path === "") continue;
    }
    if (checked.isDirectory) accepted.folders.push(path);
    else accepted.files.push(await sourceFile(archive, checked, path));
  }
  if (accepted.files.length === 0 && media.length === 0 && !manifest) refuse(archiveMessages.empty);
  accepted.posts = acceptPosts(manifest?.content.posts ?? []);
  const alts = new Map(manifest?.media.map((file) => [file.path, file.alt]));
  await importMedia(context, organizationId, media, (path) => alts.get(path) ?? "", batch);
  return accepted;
}

/** Creates the site from the uploaded zip; nothing of it remains when any part is refused. */
export async function importSite(context: Context, upload: ArchiveUpload): Promise<Site> {
  const { db, env, blobs, actor } = context;
  const organizationId = await requireActiveOrganization(db, actor);
  const archive = await openArchive(upload.path, (await stat(upload.path)).size);
  const batch: MediaBatch = { media: [], keys: [] };
  try {
    const accepted = await acceptArchive(context, archive, organizationId, batch);
    const site = await createSiteWith({ db, env, actor }, siteName(upload, accepted.manifest), archiveFiller(accepted));
    for (const media of batch.media) await media.confirm();
    if (accepted.posts.some(({ post }) => post.status === "scheduled")) await sweepDuePostsSoon(context);
    return site;
  } catch (error) {
    await releaseBlobs({ db, blobs }, batch.keys);
    throw error;
  } finally {
    archive.close();
  }
}
