import { request } from "node:http";
import { ebml, isoMedia, picture, pngWithChunk, svg } from "../server/test/corpus-files";
import { allowConsoleErrors, expect, signUpWithSite, test } from "./fixtures";

// The hostile upload corpus (server/uploads/hostile-corpus.test.ts) seen by a real browser on the
// site's own host: whatever the library stored, opening its /media/ address runs nothing there.
const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * What each hostile file tries, should anything in it run: retitle the page, call home, leave a mark in
 * the site origin's storage, and show a dialog. Written without `&` or `<`, so it fits in XML and attributes.
 */
const ATTACK =
  "document.title='pwned';navigator.sendBeacon('/__beacon');fetch('/__beacon?fetch');" +
  "try{localStorage.setItem('pwned','yes')}catch(e){};alert('pwned')";
const HTML = `<!doctype html><html><head><title>x</title></head><body><script>${ATTACK}</script><img src=x onerror="${ATTACK}"></body></html>`;

/** The headers `url` answers with: asked of 127.0.0.1 with its host, which Node, unlike Chromium, would look up in DNS. */
function headersOf(url: string): Promise<Record<string, string | string[] | undefined>> {
  const { host, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const asking = request({ host: "127.0.0.1", port: PORT, path: pathname, headers: { host } }, (answer) => {
      answer.resume();
      resolve(answer.headers);
    });
    asking.on("error", reject);
    asking.end();
  });
}

type Case = {
  what: string;
  name: string;
  bytes: () => Buffer | Promise<Buffer>;
  /** The stored file's type (and its address, when the library renames it), or the upload's refusal. */
  stored: { type: string; path?: string } | { refused: number };
  /** What Chromium does with the address: shows it, or only downloads it. */
  opens?: "shown" | "download";
};

const CASES: Case[] = [
  {
    what: "SVG with a <script>",
    name: "script.svg",
    bytes: () => svg(`<script>${ATTACK}</script><circle cx='5' cy='5' r='4'/>`),
    stored: { type: "image/svg+xml" },
  },
  {
    what: "SVG with onload on its root",
    name: "onload.svg",
    bytes: () => svg("<rect width='10' height='10'/>", ` onload="${ATTACK}"`),
    stored: { type: "image/svg+xml" },
  },
  {
    what: "SVG with an HTML script and handler in a foreignObject",
    name: "foreign.svg",
    bytes: () =>
      svg(
        `<foreignObject width='9' height='9'><body xmlns='http://www.w3.org/1999/xhtml'><script>${ATTACK}</script><img src='x' onerror="${ATTACK}"/></body></foreignObject>`,
      ),
    stored: { type: "image/svg+xml" },
  },
  {
    what: "SVG with a script, named .png",
    name: "disguised.png",
    bytes: () => svg(`<script>${ATTACK}</script><circle cx='5' cy='5' r='4'/>`),
    stored: { type: "image/svg+xml", path: "disguised.svg" },
  },
  { what: "HTML saved as .png", name: "page.png", bytes: () => Buffer.from(HTML), stored: { refused: 415 } },
  {
    what: "a PNG followed by HTML",
    name: "polyglot.png",
    bytes: async () => Buffer.concat([await picture("png"), Buffer.from(HTML)]),
    stored: { type: "image/png" },
  },
  {
    what: "a PNG carrying a script in a text chunk",
    name: "text.png",
    bytes: () => pngWithChunk("tEXt", Buffer.from(`Comment\0${HTML}`)),
    stored: { type: "image/png" },
  },
  // Kept as uploaded: the HTML is still in the stored bytes, and only the way they are served stops it.
  {
    what: "HTML after an MP4 header",
    name: "clip.mp4",
    bytes: () => Buffer.concat([isoMedia("isom"), Buffer.from(HTML)]),
    stored: { type: "video/mp4" },
  },
  {
    what: "HTML after a WebM header",
    name: "clip.webm",
    bytes: () => Buffer.concat([ebml("webm"), Buffer.from(HTML)]),
    stored: { type: "video/webm" },
  },
  {
    what: "HTML after a WOFF2 header",
    name: "brand.woff2",
    bytes: () =>
      Buffer.concat([Buffer.from("wOF2", "latin1"), Buffer.from([0, 1, 0, 0]), Buffer.alloc(40), Buffer.from(HTML)]),
    stored: { type: "font/woff2" },
    opens: "download",
  },
];

test("hostile uploads run nothing on the site's host: inert SVG, no HTML from images or video, fonts only downloaded", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Hostile Bakery");
  const origin = `http://${site.slug}.localhost:${PORT}`;
  const media = `${origin.replaceAll(".", "\\.")}/media`;
  allowConsoleErrors(
    // Browsers log a failed load as an error: the starter has no favicon, and the refused file has no address.
    new RegExp(`^Failed to load resource: .*status of 404 .* @ ${origin}/(favicon\\.ico|media/page\\.png)$`),
    // What the sandbox does, in every document it covers: Chromium reports scripts of its own (and the
    // test driver's) blocked there, a clean picture's as many as a hostile one's. What proves that the
    // files' scripts did not run is below: no beacon, title, storage or dialog.
    new RegExp(
      `^Blocked script execution in '${media}/[^']+' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\\.`,
    ),
    // A sandboxed document has no origin of its own: Chromium's player, opened on a video's address, may
    // not load it (these are not videos anyway). Embedded in a page, a video plays as before.
    new RegExp(`^Access to video at '${media}/clip\\.(mp4|webm)' from origin 'null' has been blocked by CORS policy`),
    new RegExp(`^Failed to load resource: net::ERR_FAILED @ ${media}/clip\\.(mp4|webm)$`),
  );

  const stored: { what: string; url: string; type: string; opens: "shown" | "download" }[] = [];
  for (const { what, name, bytes, stored: expected, opens = "shown" } of CASES) {
    const response = await page.request.post(`/api/sites/${site.id}/media?${new URLSearchParams({ name })}`, {
      data: await bytes(),
      headers: { "content-type": "application/octet-stream" },
    });
    if ("refused" in expected) {
      expect(response.status(), what).toBe(expected.refused);
      continue;
    }
    expect(response.status(), what).toBe(201);
    const file = (await response.json()) as { path: string; mime: string; url: string };
    expect(file.mime, what).toBe(expected.type);
    expect(file.path, what).toBe(expected.path ?? name);
    stored.push({ what, url: file.url, type: expected.type, opens });
  }
  expect((await page.request.post("/site/publish", { data: { site_id: site.id } })).status()).toBe(200);

  // Anything that ran would call home, retitle its page or open a dialog: each is recorded.
  const beacons: string[] = [];
  const dialogs: string[] = [];
  await page.context().route("**/__beacon*", (route) => {
    beacons.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  for (const { what, url, type, opens } of stored) {
    expect(url.startsWith(`${origin}/media/`), what).toBe(true);
    const headers = await headersOf(url);
    expect(headers["content-type"], what).toBe(type);
    expect(headers["x-content-type-options"], what).toBe("nosniff");
    expect(headers["content-security-policy"], what).toMatch(/(^|; )sandbox($|;)/);
    expect(headers["content-security-policy"], what).toContain("default-src 'none'");
    if (opens === "download") {
      const download = page.waitForEvent("download");
      await expect(page.goto(url), what).rejects.toThrow(/Download is starting|net::ERR_ABORTED/);
      expect((await download).url(), what).toBe(url);
      continue;
    }
    const answer = await page.goto(url);
    expect(answer?.status(), what).toBe(200);
    // The document is the file as its type shows it (a picture, a player), never a page of HTML.
    expect(await page.evaluate(() => document.contentType), what).toBe(type);
    expect(await page.evaluate(() => document.querySelectorAll("script, iframe, foreignObject").length), what).toBe(0);
    expect(await page.title(), what).not.toBe("pwned");
  }

  // HTML saved as .png was refused: its address is the library's 404, not the page.
  const refused = await page.goto(`${origin}/media/page.png`);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "File not found" })).toBeVisible();

  // The site itself, on the same origin: no mark in its storage, its own title.
  await page.goto(`${origin}/`);
  expect(await page.evaluate(() => localStorage.getItem("pwned"))).toBeNull();
  expect(await page.title()).not.toBe("pwned");
  expect(beacons).toEqual([]);
  expect(dialogs).toEqual([]);
});
