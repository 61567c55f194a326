import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error registry: every code the API can answer with, and its HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  NO_ACTIVE_ORGANIZATION: 400,
  FORBIDDEN: 403,
  /** The organization's plan does not include what was asked: the message names the plan that does. */
  PLAN_LIMIT: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A checkout asked for more than is left of a product: the message says how many are. */
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUILD_FAILED: 422,
  /** A file the route reads (data/site.json) is not what it must be: the message says where. */
  INVALID_DATA_FILE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Headers the answer carries besides the body, such as `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
