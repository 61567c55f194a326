import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError } from "../errors";

/** zValidator whose failures read like the rest of the API: the first problem, in words. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.join(".");
      const message = issue?.message ?? "Invalid request";
      throw new AppError("VALIDATION_FAILED", field && !message.includes(field) ? `${message} (${field})` : message, {
        issues: result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
      });
    }
  });
}
