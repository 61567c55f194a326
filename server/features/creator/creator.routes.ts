import { creatorApi } from "@common/api/creator";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { AppError } from "../../errors";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { streamAiCopy } from "./ai-copy.service";

/** The site creator's AI copy, as declared in common/api/creator.ts. */
export function creatorRoutes(deps: AppDeps) {
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>().openapi(allow(creatorApi.aiCopy), (c) => {
    const service = deps.env.ai;
    if (!service) {
      throw new AppError(
        "UNAVAILABLE",
        "AI copy is off on this server (its administrator sets AI_BASE_URL and AI_MODEL); the site takes its template's own copy",
      );
    }
    // The browser's Cancel closes the request: the service's request is aborted with it.
    const cancelled = new AbortController();
    c.req.raw.signal.addEventListener("abort", () => cancelled.abort(), { once: true });
    const events = streamAiCopy(service, c.req.valid("json"), cancelled.signal);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await events.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`));
      },
      async cancel() {
        cancelled.abort();
        await events.return(undefined);
      },
    });
    // Declared as text, sent as it is written: Hono's route types know a body only as a whole value.
    const streamed = body as unknown as string;
    return c.body(streamed, 200, {
      "content-type": "application/x-ndjson; charset=utf-8",
      "cache-control": "no-store",
    });
  });
}
