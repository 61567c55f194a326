import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";

/** What the SPA needs to know about this installation before anyone signs in. */
export function configRoutes({ env }: AppDeps) {
  return new Hono().get("/", (c) =>
    c.json({
      googleEnabled: Boolean(env.google),
      siteDomain: env.siteDomain,
      previewOrigin: env.previewOrigin,
    }),
  );
}
