// A picture of the site's media library (the actor's avatar and header) as an address on the site's host.
import type { Db } from "../../db/create-db";

export async function mediaAddress(db: Db, siteId: string, mediaId: string, origin: string) {
  const media = await db.kysely
    .selectFrom("media_files")
    .select(["path", "mime"])
    .where("id", "=", mediaId)
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  if (!media) return null;
  const path = media.path.split("/").map(encodeURIComponent).join("/");
  return { url: new URL(`/media/${path}`, origin), mime: media.mime };
}

/** Whether the media file is the site's and a picture, for the profile's avatar and header. */
export async function isSitePicture(db: Db, siteId: string, mediaId: string): Promise<boolean> {
  const media = await db.kysely
    .selectFrom("media_files")
    .select("mime")
    .where("id", "=", mediaId)
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  return Boolean(media?.mime.startsWith("image/"));
}
