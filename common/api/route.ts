import type { RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { IMAGE_TYPES } from "../images";
import type { Permission } from "../permissions";

/**
 * One API route, declared once: method, path, summary, the zod schemas of its parameters, body and
 * answers, the permission it needs, and for a route that takes large bodies the most bytes it reads.
 * The server implements it, the OpenAPI document is generated from it, and the SPA's client is typed
 * by it. The permission and the body limit travel as the `x-permission` and `x-body-limit` extensions
 * so that they show in the document too.
 */
export type ApiRoute = Omit<RouteConfig, "middleware" | "hide"> & {
  "x-permission": Permission;
  "x-changes"?: SiteChangeScope;
  "x-body-limit"?: number;
};

/**
 * Which published sites a route's success changes for their visitors, so that every cache of them
 * forgets them at once: "site", the site the route names (its path's {siteId} or its body's site_id);
 * "organization", every site of the caller's active organization; "account", every site of every
 * organization the caller belongs to, before the request and after it. Declared with the route, so the
 * server announces the change and a new route cannot forget to; it travels as `x-changes`.
 */
export type SiteChangeScope = "site" | "organization" | "account";

type Declared = Omit<RouteConfig, "middleware" | "hide"> & {
  permission: Permission;
  changes?: SiteChangeScope;
  /** Bytes of body the route reads; without it, the app's default (server/http/body-limit.ts). */
  bodyLimit?: number;
};

export function defineRoute<const R extends Declared>({ permission, changes, bodyLimit, ...route }: R) {
  const limit = bodyLimit === undefined ? {} : { "x-body-limit": bodyLimit };
  return { ...route, "x-permission": permission, ...(changes && { "x-changes": changes }), ...limit } as Omit<
    R,
    "permission" | "changes" | "bodyLimit"
  > & { "x-permission": R["permission"]; "x-changes"?: SiteChangeScope; "x-body-limit"?: number };
}

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

const ERROR_MEANINGS = {
  400: "The request is not valid: the message says which field and why",
  401: "Not signed in",
  402: "The organization's plan does not include it: the message names the plan that does (`PLAN_LIMIT`)",
  403: "The caller's role lacks the route's permission",
  404: "No such resource in the caller's organization",
  409: "Conflicts with the current state: the message says what",
  413: "Too large",
  415: "The body is not of a type the route takes",
  422: "The site did not build (`error.details.problems` lists `{ file, line, column, message }`), or a file the route reads has a mistake (`error.details.line`)",
  429: "Too many requests; try again shortly",
  503: "A service the route needs is unavailable",
} as const;

/** The error answers a route can give, all `{ error: { code, message } }`. */
export function errorResponses<const S extends keyof typeof ERROR_MEANINGS>(...statuses: S[]) {
  const entries = statuses.map((status) => [
    status,
    { description: ERROR_MEANINGS[status], content: { "application/json": { schema: errorResponseSchema } } },
  ]);
  return Object.fromEntries(entries) as {
    [K in S]: { description: string; content: { "application/json": { schema: typeof errorResponseSchema } } };
  };
}

/** The answers every signed-in route can give. */
export const memberErrors = errorResponses(400, 401, 403, 404);

/** What a route that creates something a plan counts or includes can answer besides `memberErrors`. */
export const planErrors = errorResponses(402);

/** The answers a route that builds pages can give besides `memberErrors`: too large, not built, busy. */
export const buildErrors = errorResponses(413, 422, 429, 503);

export function jsonContent<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { "application/json": { schema } } };
}

export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { "application/json": { schema } } };
}

/** A body that is a picture file (common/images.ts), sent as it is with its own content type. */
export const imageBody = {
  required: true,
  content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: z.string().describe("The image file") }])),
};

export const siteParams = z.object({ siteId: z.string() });
export const fileParams = siteParams.extend({ fileId: z.string() });
