// The reading frame: a received mail's HTML is shown on the preview origin, never the app's, so that
// whatever got past the sanitiser still cannot reach the reader's session. The app hands out short-lived
// signed addresses for one message (with its remote pictures blocked, or allowed when the reader asked),
// and for the pictures the mail carries (`cid:` parts). The frame's answer forbids script twice over: its
// Content-Security-Policy has no script source and sandboxes the page, and the app's <iframe> is
// sandboxed without allow-scripts. Pictures on other servers load only in the "allowed" frame, and never
// learn the frame's address (no referrer).
import { createHmac, timingSafeEqual } from "node:crypto";
import { purposeKey } from "../../../auth/purpose-key";
import type { BlobStore } from "../../../blobs/blob-store";
import type { Db } from "../../../db/create-db";
import type { Env } from "../../../env";
import { appFramedHeaders } from "../../../http/security-headers";
import { friendlyPage } from "../../../site/host/friendly-pages";
import { sanitiseMailHtml } from "./mail-html";
import { SHOWN_PICTURES } from "./mail-pictures";

export const MAIL_FRAME_PREFIX = "/_mail/";
/** Long enough to read a long mail and then allow its pictures; short enough to be little use if leaked. */
export const MAIL_FRAME_TTL_MS = 30 * 60 * 1000;

type FrameEnv = Pick<Env, "previewOrigin" | "appOrigin" | "authSecret">;
export type MailFrameDeps = { db: Db; env: Env; blobs: BlobStore };

function signature(secret: string, path: string, expiresAt: number): string {
  return createHmac("sha256", purposeKey(secret, "webcraft/mail-frame/v1"))
    .update(`${path}\n${expiresAt}`)
    .digest("base64url");
}

function signed(env: FrameEnv, path: string, nowMs: number): string {
  const expiresAt = Math.floor((nowMs + MAIL_FRAME_TTL_MS) / 1000);
  const query = new URLSearchParams({ exp: String(expiresAt), sig: signature(env.authSecret, path, expiresAt) });
  return `${env.previewOrigin}${path}?${query}`;
}

/** `/_mail/{messageId}` (remote pictures blocked) or `/_mail/{messageId}/pictures` (allowed). */
export function readingFrameUrl(env: FrameEnv, messageId: string, remoteImages: boolean, nowMs = Date.now()) {
  const path = `${MAIL_FRAME_PREFIX}${encodeURIComponent(messageId)}${remoteImages ? "/pictures" : ""}`;
  return signed(env, path, nowMs);
}

/** Where the frame shows a picture the mail carries: `/_mail/{messageId}/part/{attachmentId}`. */
export function inlinePictureUrl(env: FrameEnv, messageId: string, attachmentId: string, nowMs = Date.now()) {
  return signed(
    env,
    `${MAIL_FRAME_PREFIX}${encodeURIComponent(messageId)}/part/${encodeURIComponent(attachmentId)}`,
    nowMs,
  );
}

/** Whether the address is one the app signed and it has not expired. */
function genuine(url: URL, secret: string, nowMs: number): boolean {
  const expiresAt = Number(url.searchParams.get("exp"));
  if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= nowMs) return false;
  const given = Buffer.from(url.searchParams.get("sig") ?? "");
  const expected = Buffer.from(signature(secret, url.pathname, expiresAt));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const GONE = friendlyPage("Message not available", "This link to a message is invalid or has expired.");

function frameHeaders(env: FrameEnv, remoteImages: boolean): Record<string, string> {
  const pictures = remoteImages ? " https: http:" : "";
  return appFramedHeaders(env.appOrigin, {
    contentType: "text/html; charset=utf-8",
    cacheControl: "private, no-store",
    policy: [
      "style-src 'unsafe-inline'",
      `img-src ${env.previewOrigin} data:${pictures}`,
      "sandbox allow-popups allow-popups-to-escape-sandbox",
    ],
    referrerPolicy: "no-referrer",
  });
}

const FRAME_STYLE =
  "body{margin:0;padding:16px;font:15px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2328;" +
  "background:#fff;overflow-wrap:anywhere}img{max-width:100%;height:auto}table{max-width:100%}" +
  "blockquote{margin:0 0 0 .8em;padding-left:.8em;border-left:2px solid #d0d7de;color:#57606a}";

function framePage(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>${FRAME_STYLE}</style></head><body>${body}</body></html>`;
}

const PATH = /^\/_mail\/([^/]+)(?:\/(pictures)|\/part\/([^/]+))?$/;

/** The preview origin's answer under /_mail/: a message's frame, or a picture it carries. */
export async function serveMailFrame(deps: MailFrameDeps, request: Request, nowMs = Date.now()): Promise<Response> {
  const isHead = request.method === "HEAD";
  if (request.method !== "GET" && !isHead) return new Response(null, { status: 405, headers: { allow: "GET, HEAD" } });
  const url = new URL(request.url);
  const match = PATH.exec(url.pathname);
  const gone = () => new Response(isHead ? null : GONE.body, { status: 404, headers: GONE.headers });
  if (!match || !genuine(url, deps.env.authSecret, nowMs)) return gone();
  const messageId = decodeURIComponent(match[1] ?? "");
  const partId = match[3] === undefined ? null : decodeURIComponent(match[3]);
  if (partId !== null) return servePart(deps, messageId, partId, isHead, gone);
  const row = await deps.db.kysely
    .selectFrom("mail_messages")
    .select(["id", "html_body"])
    .where("id", "=", messageId)
    .executeTakeFirst();
  if (!row || row.html_body === null) return gone();
  const remoteImages = match[2] === "pictures";
  const parts = await pictureParts(deps.db, row.id);
  const { html } = sanitiseMailHtml(
    row.html_body,
    (contentId) => {
      const id = parts.get(contentId);
      return id ? inlinePictureUrl(deps.env, row.id, id, nowMs) : null;
    },
    { remoteImages },
  );
  return new Response(isHead ? null : framePage(html), { status: 200, headers: frameHeaders(deps.env, remoteImages) });
}

/** The message's parts that have a Content-ID, by it (angle brackets off). */
export async function pictureParts(db: Db, messageId: string): Promise<Map<string, string>> {
  const rows = await db.kysely
    .selectFrom("mail_attachments")
    .select(["id", "content_id"])
    .where("message_id", "=", messageId)
    .where("content_id", "is not", null)
    .execute();
  return new Map(rows.map((row) => [(row.content_id ?? "").replace(/^<|>$/g, "").trim(), row.id]));
}

async function servePart(
  { db, blobs }: MailFrameDeps,
  messageId: string,
  attachmentId: string,
  isHead: boolean,
  gone: () => Response,
): Promise<Response> {
  const part = await db.kysely
    .selectFrom("mail_attachments")
    .select(["content_type", "blob_key"])
    .where("id", "=", attachmentId)
    .where("message_id", "=", messageId)
    .executeTakeFirst();
  const type = part?.content_type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!part || !SHOWN_PICTURES.has(type)) return gone();
  const bytes = await blobs.get(part.blob_key);
  if (!bytes) return gone();
  return new Response(isHead ? null : new Uint8Array(bytes), {
    status: 200,
    headers: {
      "content-type": type,
      "content-length": String(bytes.length),
      "cache-control": "private, max-age=1800",
      "content-security-policy": "default-src 'none'; sandbox",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
    },
  });
}
