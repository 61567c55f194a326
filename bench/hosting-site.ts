// The site the hosting benchmark serves: two deterministic files (nginx gets the same bytes) and, as a
// child process, the real app on a fresh SQLite database with those files published, listening on a port.
import { randomBytes } from "node:crypto";
import type { LimitsDeps } from "../server/site/storage-limits";
import { bootBenchApp } from "./bench-app";

export const SITE_HOST = "shop.bench.test";
export const FILES = { html: "index.html", js: "assets/app-3F2A9C1B.js" } as const;

/** Deterministic contents, generated identically by the parent (for nginx) and the server child. */
export function benchFiles(): Record<keyof typeof FILES, Buffer> {
  const items = Array.from({ length: 14 }, (_, i) => `<li><a href="/products/${i}">Product number ${i}</a></li>`);
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title><link rel="stylesheet" href="/assets/style-0a1b2c3d4e.css"><script type="module" src="/${FILES.js}"></script></head><body><div id="root"><header><h1>Corner Shop</h1></header><main><ul>${items.join("")}</ul>`;
  const html =
    `${head}<p>${"Fresh bread and pastries every morning. ".repeat(40)}</p></main></div></body></html>`.slice(0, 2048);
  const lines: string[] = [];
  for (let i = 0, length = 0; length < 200 * 1024; i++) {
    lines.push(`function f${i}(a,b){return a*${i % 97}+b.map(x=>x+${i}).filter(Boolean).length}export{f${i}};`);
    length += (lines.at(-1)?.length ?? 0) + 1;
  }
  return { html: Buffer.from(html), js: Buffer.from(lines.join("\n").slice(0, 200 * 1024)) };
}

/**
 * Stores the two files as the live deployment of a site that has none yet, their bytes in the database
 * (the site front reads them from there or from a blob store alike). The scale-out bench uses it too.
 */
export async function publishBenchFiles(
  deps: LimitsDeps,
  target: { siteId: string; organizationId: string; userId: string },
) {
  const { storeDeployment } = await import("../server/site/deployment-store");
  const files = benchFiles();
  const assets = [
    { path: FILES.html, content: files.html, contentType: "text/html; charset=utf-8" },
    { path: FILES.js, content: files.js, contentType: "text/javascript; charset=utf-8" },
  ];
  const built = { pages: [{ route: "/", file: FILES.html }], assets, totalBytes: files.html.length + files.js.length };
  await storeDeployment({ ...deps, bytesHome: null }, { ...target, liveDeploymentId: null }, built, []);
}

/** Child mode: boot the real app on a fresh SQLite database, publish the two files, listen. */
export async function serve(port: number) {
  const { deps, listen } = await bootBenchApp(port, { SITE_DOMAIN: "bench.test" });
  const ids = { user: randomBytes(8).toString("hex"), org: randomBytes(8).toString("hex"), site: "bench-site" };
  const now = new Date().toISOString();
  const db = deps.db.kysely;
  await db
    .insertInto("user")
    .values({
      id: ids.user,
      name: "Bench",
      email: "b@bench.test",
      emailVerified: 0,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto("organization")
    .values({ id: ids.org, name: "Bench", slug: "bench", logo: null, metadata: null, createdAt: now })
    .execute();
  await db
    .insertInto("sites")
    .values({
      id: ids.site,
      organization_id: ids.org,
      name: "Shop",
      slug: "shop",
      created_at: now,
      updated_at: now,
      created_by: ids.user,
    })
    .execute();
  await publishBenchFiles(deps, { siteId: ids.site, organizationId: ids.org, userId: ids.user });
  await listen();
}

if (process.argv[2] === "--serve") await serve(Number(process.argv[3]));
