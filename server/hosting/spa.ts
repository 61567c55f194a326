import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isKnownAppPath } from "@common/routes";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/** The built SPA: hashed assets cached for a year, every screen answered with index.html. */
export function spaRoutes(webDist: string) {
  const indexFile = join(webDist, "index.html");
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  const app = new Hono();
  if (indexHtml) {
    app.use(
      "/assets/*",
      serveStatic({
        root: webDist,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    const publicFile = serveStatic({ root: webDist });
    app.use("*", (c, next) => (HAS_EXTENSION.test(c.req.path) ? publicFile(c, next) : next()));
  }
  return app.get("*", (c) => {
    if (!indexHtml) return c.text("The web app is not built yet: run `npm run build`.", 503);
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml, isKnownAppPath(c.req.path) ? 200 : 404);
  });
}
