import { siteArchiveApi } from "@common/api/site-archive";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";
import { requestBytes } from "./request-body";

const MESSAGE = "The request contains a NUL character (U+0000), which no name, id, token or text may hold";

/** Bodies whose bytes become text somewhere: JSON, forms, plain text, or no declared type at all. */
const TEXT_BODY = /^(application\/(json|[\w.+-]+\+json|x-www-form-urlencoded)|text\/|multipart\/form-data)/;

function refuse(): never {
  throw new AppError("BAD_REQUEST", MESSAGE);
}

function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => key.includes("\0") || holdsNul(item));
  }
  return false;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL cannot store U+0000 in text at all (SQLite can), so a NUL anywhere a request carries
 * text is refused up front with the same 400 on both databases, before any route or Better Auth sees
 * it: in the path and query (raw or as %00), in a bearer token (Better Auth percent-decodes those),
 * and in a text body (raw, as %00 in a form, or as the JSON escape \u0000). Binary bodies (images
 * and the like) are left alone: nothing turns them into text.
 */
export function rejectNulCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (url.includes("\0") || url.includes("%00")) refuse();
    const authorization = c.req.header("authorization") ?? "";
    if (authorization.includes("\0") || authorization.includes("%00")) refuse();

    const type = (c.req.header("content-type") ?? "").trim().toLowerCase();
    // A site import is a zip, streamed to disk by its route, which checks its one text field itself.
    const isArchive = c.req.path === siteArchiveApi.import.path;
    if (c.req.raw.body && !isArchive && (type === "" || TEXT_BODY.test(type))) {
      // Hono keeps the bytes, so routes that read the body later get the same ones without a second read.
      // They are searched as bytes: a body is decoded (and parsed) only when an escaped NUL may be in it.
      const bytes = await requestBytes(c);
      if (bytes.includes(0)) refuse();
      if (type.startsWith("application/x-www-form-urlencoded") && bytes.includes("%00")) refuse();
      // A body that does not parse is left for its route to refuse.
      if (bytes.includes("\\u0000") && holdsNul(parseJson(bytes.toString("utf8")))) refuse();
    }
    await next();
  };
}
