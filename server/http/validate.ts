import { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import type { ZodError } from "zod";
import { AppError } from "../errors";

/** Turns a failed zod check into an answer that reads like the rest of the API: the first problem, in words. */
function rejectInvalid(result: { success: true } | { success: false; error: ZodError }) {
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = issue?.path.join(".");
  const message = issue?.message ?? "Invalid request";
  throw new AppError("VALIDATION_FAILED", field && !message.includes(field) ? `${message} (${field})` : message, {
    issues: result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  });
}

/** Where a feature implements its declared routes (common/api/): requests are checked against their schemas first. */
export function apiRouter<E extends Env>() {
  return new OpenAPIHono<E>({ defaultHook: rejectInvalid });
}
