// The hostile corpus in a real browser: every message is delivered over SMTP, opened through the API, and
// its reading frame loaded in Chromium as the webmail shows it (a sandboxed <iframe> on a page of the
// app's origin). No dialog opens, no request leaves for anywhere but the preview origin's own pictures,
// and the frame holds no script, handler or javascript: link. A control frame that may run script shows
// the watch works.

import type { OpenedMessage } from "@common/schemas/mail-compose";
import { createAdaptorServer } from "@hono/node-server";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiAs, signedUpOwner } from "../../../test/api";
import { addMailbox, addMailDomain, mailboxMessages, sendRaw, uniqueDomain } from "../../../test/mail";
import { describeOnDb, type TestApp } from "../../../test/test-app";
import { hostileCorpus } from "../inbound/hostile-mail";
import { type InboundSmtp, startInboundSmtp } from "../inbound/inbound-smtp";

/** Messages larger than this are about the store, not the frame (the corpus's 24 MB attachment). */
const BROWSER_MAX_BYTES = 1024 * 1024;

let handle: (request: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 });
const server = createAdaptorServer({ fetch: (request: Request) => handle(request) });
let port = 0;
let browser: Browser;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as { port: number }).port;
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

describeOnDb(
  "sqlite",
  "hostile mail in a real browser",
  (use) => {
    let app: TestApp;
    let smtp: InboundSmtp;
    beforeAll(async () => {
      app = use();
      handle = (request) => app.app.fetch(request);
      smtp = await startInboundSmtp(app.deps, { port: 0, host: "127.0.0.1", log: () => {} });
    });
    afterAll(() => smtp.close());

    it("runs no script, opens no dialog and calls nowhere, for every message of the corpus", async () => {
      const owner = await signedUpOwner(app);
      const domain = await addMailDomain(app, owner.organization.id, uniqueDomain("frames"));
      const mailbox = await addMailbox(app, domain, "info", { quotaBytes: 1024 ** 3 });
      // What has HTML to frame: the rest is shown as text, which React escapes.
      const framed = hostileCorpus().filter(
        (mail) => mail.data.length <= BROWSER_MAX_BYTES && /text\/html/i.test(mail.data.toString("latin1")),
      );
      for (const { data } of framed) {
        await sendRaw(smtp.port, { from: "mallory@hostile.test", to: [`info@${domain.domain}`], data });
      }
      const stored = await mailboxMessages(app, mailbox);
      expect(stored.length).toBe(framed.length);

      const page = await browser.newPage();
      const dialogs: string[] = [];
      const calls: { url: string; type: string }[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        const ours = url.origin === app.env.previewOrigin && url.pathname.startsWith("/_mail/");
        if (!ours) calls.push({ url: request.url(), type: request.resourceType() });
      });
      // Nothing here reaches the internet: what would is seen asking, then let go at once.
      await page.route("**/*", (route) =>
        new URL(route.request().url()).hostname.endsWith("localhost") ? route.continue() : route.abort(),
      );
      // The watch works: a frame allowed to run script is seen doing it.
      await page.setContent(
        `<iframe sandbox="allow-scripts allow-modals" srcdoc="<script>alert('control')</script>"></iframe>`,
      );
      await expect.poll(() => dialogs).toEqual(["control"]);
      dialogs.length = 0;

      await page.goto(`${app.env.appOrigin}/`);
      await page.waitForLoadState("networkidle");
      calls.length = 0;

      const api = apiAs(app, owner.user);
      let frames = 0;
      for (const row of stored) {
        const message = (await api.call<OpenedMessage>("GET", `/api/mail/messages/${row.id}`)).body;
        for (const url of [message.reading_url, message.reading_url_with_images]) {
          if (!url) continue;
          frames += 1;
          calls.length = 0;
          const frame = await showInFrame(page, url);
          const found = await frame.evaluate(() => ({
            scripts:
              document.querySelectorAll("script, iframe, object, embed, form, base").length +
              document.body.querySelectorAll("meta, link, style").length,
            handlers: [...document.querySelectorAll("*")].flatMap((element) =>
              [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((a) => a.name),
            ),
            links: [...document.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? ""),
          }));
          expect(found.scripts, row.subject).toBe(0);
          expect(found.handlers, row.subject).toEqual([]);
          for (const href of found.links) expect(href, row.subject).toMatch(/^(https?:|mailto:|tel:)/);
          // Held back, the frame asks nothing of anyone; allowed, it asks other servers for pictures only.
          const elsewhere = calls.filter((call) => !call.url.startsWith(app.env.appOrigin));
          if (url === message.reading_url) expect(elsewhere, row.subject).toEqual([]);
          else for (const call of elsewhere) expect(call.type, call.url).toBe("image");
          expect(calls.filter((call) => call.url.startsWith(`${app.env.appOrigin}/api/`))).toEqual([]);
        }
      }
      expect(frames).toBeGreaterThanOrEqual(8);
      expect(dialogs).toEqual([]);
      await page.close();
    }, 120_000);
  },
  () => ({ APP_ORIGIN: `http://localhost:${port}`, PREVIEW_ORIGIN: `http://preview.localhost:${port}` }),
);

/** Shows `url` in a sandboxed frame as the webmail does, and the frame once it has loaded. */
async function showInFrame(page: import("@playwright/test").Page, url: string) {
  await page.evaluate((src) => {
    document.querySelector("iframe.reading")?.remove();
    const frame = document.createElement("iframe");
    frame.className = "reading";
    frame.setAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
    frame.src = src;
    document.body.append(frame);
  }, url);
  const handle = await page.waitForSelector("iframe.reading");
  const frame = await handle.contentFrame();
  if (!frame) throw new Error("the reading frame did not load");
  await frame.waitForLoadState("load");
  expect(new URL(frame.url()).origin).toBe(new URL(url).origin);
  return frame;
}
