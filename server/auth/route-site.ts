import type { ApiRoute } from "@common/api/route";
import type { Context } from "hono";
import type { ZodType } from "zod";
import type { AppEnv } from "./request-env";

/**
 * Where a declared route finds the site it acts on: its path's {siteId}, or a `site_id` in its JSON
 * body. A body its schema refuses gives INVALID: the route's validator, which runs after the guards,
 * answers it with a 400 and the handler never runs.
 */
export const INVALID = Symbol("invalid body");
export type SiteLocator = (c: Context<AppEnv>) => Promise<string | typeof INVALID>;

export function siteLocatorOf(route: ApiRoute): SiteLocator | null {
  if (route.path.includes("{siteId}")) return async (c) => c.req.param("siteId") ?? INVALID;
  const media = route.request?.body?.content?.["application/json"];
  const schema = (media && "schema" in media ? media.schema : undefined) as ZodType | undefined;
  if (!schema || !("shape" in schema) || !("site_id" in (schema.shape as object))) return null;
  return async (c) => {
    // Hono keeps the parsed body, so the validator reads it again for free.
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
    const siteId = parsed.success ? (parsed.data as { site_id?: unknown }).site_id : undefined;
    return typeof siteId === "string" ? siteId : INVALID;
  };
}
