// Visitors of a published site, for the visitor-number screens: page views sent to the site's host as
// browsers send them, each visitor an address and a user agent of their own.
import { request as httpRequest } from "node:http";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);

export const DESKTOP_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
export const PHONE_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

type Visit = { path?: string; agent?: string; referer?: string; address: string };

/** A GET of a page of the site at `slug`, sent to this machine naming the site's host (Node cannot resolve `*.localhost`). */
export function visitSite(slug: string, { path = "/", agent = DESKTOP_AGENT, referer, address }: Visit) {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        path,
        headers: {
          host: `${slug}.localhost:${PORT}`,
          "user-agent": agent,
          "x-forwarded-for": address,
          ...(referer ? { referer } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** Ten page views by three visitors: two from search and a newspaper, one on a phone. */
export async function someVisitors(slug: string) {
  const visits: Visit[] = [
    { address: "203.0.113.10", referer: "https://www.google.com/" },
    { address: "203.0.113.10", path: "/about", referer: `http://${slug}.localhost:${PORT}/` },
    { address: "203.0.113.10", path: "/contact" },
    { address: "198.51.100.4", agent: PHONE_AGENT, referer: "https://news.example.org/story" },
    { address: "198.51.100.4", agent: PHONE_AGENT, path: "/about" },
    { address: "192.0.2.77", referer: "https://www.google.com/" },
    { address: "192.0.2.77", path: "/about" },
    { address: "192.0.2.77", path: "/about" },
    { address: "192.0.2.77", path: "/contact" },
    { address: "192.0.2.77" },
  ];
  for (const visit of visits) expect((await visitSite(slug, visit)).status).toBe(200);
}

/** Reloads until the numbers in `panel` show `views` page views: counts reach the database every 5 s. */
export async function waitForViews(page: Page, panel: Locator, views: number) {
  await expect(async () => {
    await page.reload();
    await expect(panel.locator("dd").first()).toHaveText(String(views), { timeout: 3_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000, 2_000] });
}
