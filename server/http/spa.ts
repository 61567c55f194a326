import { existsSync } from "node:fs";
import { join } from "node:path";
import { isKnownAppPath } from "@common/routes";
import { Hono } from "hono";
import { inMemory, listSpaFiles, type SpaFile, sendSpaFile } from "./spa-files";

/** Content-hashed: a changed file gets a new name, so browsers may keep this one for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Kept, but checked with its ETag on every use: index.html names the current hashed assets. */
const REVALIDATE = "no-cache";

/**
 * The built SPA: its files as written by the build, brotli or gzip copies when the client accepts them,
 * hashed assets cached for a year, every screen answered with index.html.
 */
export function spaRoutes(webDist: string) {
  const app = new Hono();
  const files = existsSync(join(webDist, "index.html")) ? listSpaFiles(webDist) : new Map<string, SpaFile>();
  const index = files.get("/index.html");
  if (!index) return app.get("*", (c) => c.text("The web app is not built yet: run `npm run build`.", 503));
  const page = inMemory(index);
  return app.get("*", (c) => {
    const path = c.req.path;
    const file = files.get(path);
    if (file) return sendSpaFile(c, file, { cacheControl: path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE });
    return sendSpaFile(c, page, { cacheControl: REVALIDATE, status: isKnownAppPath(path) ? 200 : 404 });
  });
}
