import { siteArchiveApi } from "@common/api/site-archive";
import { MEDIA_MAX_BYTES, mediaMessages } from "@common/media";
import { ARCHIVE_MAX_UPLOAD_BYTES, archiveMessages } from "@common/site-archive";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors";

/** The largest body the app reads: a file's content, JSON-escaped, fits with room to spare. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Sign-in, sign-up, invitations and the like carry a few short fields. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

/** A media upload is the file itself: refused past the library's limit in the library's words. */
const MEDIA_UPLOAD = /^\/api\/sites\/[^/]+\/media$/;

function limit(maxSize: number, message?: (c: Context) => string): MiddlewareHandler {
  const readable = maxSize >= 1024 * 1024 ? `${maxSize / 1024 / 1024} MB` : `${maxSize / 1024} KB`;
  return bodyLimit({
    maxSize,
    onError: (c) => {
      const words = message?.(c) ?? `The request body is larger than the ${readable} this route accepts`;
      throw new AppError("PAYLOAD_TOO_LARGE", words);
    },
  });
}

/**
 * Every request's body is capped before anything reads it: a declared Content-Length over the cap is
 * refused at once, unread; a body without one is counted as it streams in and refused as soon as it
 * passes the cap, so no more than the cap is ever held in memory.
 */
export function limitBodies(): MiddlewareHandler {
  const auth = limit(MAX_AUTH_BODY_BYTES);
  const media = limit(MEDIA_MAX_BYTES, (c) => mediaMessages.tooLarge(c.req.query("name") || "The file"));
  const archive = limit(ARCHIVE_MAX_UPLOAD_BYTES + 64 * 1024, () => archiveMessages.tooLarge);
  const rest = limit(MAX_BODY_BYTES);
  return (c, next) => {
    if (c.req.path.startsWith("/api/auth/")) return auth(c, next);
    // A site import is a zip in a multipart body: its parts' headers get a little room beside the zip.
    if (c.req.path === siteArchiveApi.import.path) return archive(c, next);
    return MEDIA_UPLOAD.test(c.req.path) ? media(c, next) : rest(c, next);
  };
}
