import { isAPIError } from "better-auth/api";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, errorBody } from "../errors";
import { ClientGone } from "./request-body";

/** The one place errors become HTTP answers: `{ error: { code, message } }`, never a stack trace. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) {
    return c.json(errorBody(error.code, error.message, error.details), error.status, error.headers);
  }
  if (isAPIError(error) && error.statusCode < 500) {
    const body = error.body as { code?: string; message?: string } | undefined;
    const message = body?.message ?? error.message ?? "Request failed";
    return c.json(errorBody(body?.code ?? String(error.status), message), error.statusCode as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST";
    return c.json(errorBody(code, error.message || "Bad request"), status);
  }
  if (error instanceof ClientGone) {
    // Nobody reads this answer: the connection is closed already.
    console.info(`[http] ${error.message}`);
    return c.body(null, 400);
  }
  if (error instanceof SyntaxError) {
    return c.json(errorBody("BAD_REQUEST", "The request body is not valid JSON"), 400);
  }
  console.error(`[error] ${c.req.method} ${c.req.path}`, error);
  return c.json(errorBody("INTERNAL", "Something went wrong on our side. Please try again."), 500);
}
