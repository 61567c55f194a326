import type { OpenedMessage } from "@common/schemas/mail-compose";
import { beforeAll, expect, it } from "vitest";
import { apiAs, signedUpOwner } from "../../../test/api";
import { insertAttachment, insertMailbox, insertMessages } from "../../../test/mail-messages";
import { openPreview } from "../../../test/publishing";
import { describeEachDb, type TestApp } from "../../../test/test-app";
import { MAIL_FRAME_TTL_MS, readingFrameUrl } from "./reading-frame";

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

describeEachDb("the mail reading frame", (use) => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof signedUpOwner>>;
  beforeAll(async () => {
    app = use();
    owner = await signedUpOwner(app);
  });
  const open = async (id: string) =>
    (await apiAs(app, owner.user).call<OpenedMessage>("GET", `/api/mail/messages/${id}`)).body;

  it("shows a mail's HTML on the preview origin, sandboxed, without script and with remote pictures held back", async () => {
    const mailbox = await insertMailbox(app, owner.organization.id, "frame");
    const [id = ""] = await insertMessages(app, mailbox, [
      {
        subject: "Sale",
        html:
          '<h1 onmouseover="steal()">Sale</h1><script>steal()</script><img src="https://tracker.example/px.gif">' +
          '<img src="cid:logo@shop.example" alt="Logo"><a href="https://shop.example/sale">Shop now</a>',
      },
    ]);
    const logo = await insertAttachment(app, id, {
      filename: "logo.png",
      contentType: "image/png",
      bytes: PNG,
      contentId: "<logo@shop.example>",
    });
    const payslip = await insertAttachment(app, id, {
      filename: "run.html",
      contentType: "text/html",
      bytes: new TextEncoder().encode("<script>steal()</script>"),
      contentId: "<run@shop.example>",
    });
    const message = await open(id);
    const frame = await openPreview(app, message.reading_url ?? "");
    expect(frame.status).toBe(200);
    const html = await frame.text();
    expect(html).toContain("<h1>Sale</h1>");
    expect(html).not.toMatch(/script|onmouseover|steal/);
    expect(html).toContain('data-remote-src="https://tracker.example/px.gif"');
    expect(html).toContain('<a href="https://shop.example/sale" target="_blank" rel="noopener noreferrer">');
    const csp = frame.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect(csp).toContain("sandbox allow-popups allow-popups-to-escape-sandbox");
    expect(csp).toContain(`frame-ancestors ${app.env.appOrigin}`);
    expect(csp).toContain(`img-src ${app.env.previewOrigin} data:;`);
    expect(frame.headers.get("referrer-policy")).toBe("no-referrer");
    expect(frame.headers.get("set-cookie")).toBeNull();

    // Allowed by the reader: the same frame loads the remote picture.
    const allowed = await openPreview(app, message.reading_url_with_images ?? "");
    expect(await allowed.text()).toContain('<img src="https://tracker.example/px.gif">');
    expect(allowed.headers.get("content-security-policy")).toContain("data: https: http:");

    // The picture the mail carries is served beside the frame; a part that is not a picture never is.
    const pictureUrl = (html.match(/<img src="([^"]+)" alt="Logo">/)?.[1] ?? "").replaceAll("&amp;", "&");
    expect(new URL(pictureUrl).pathname).toBe(`/_mail/${id}/part/${logo}`);
    const picture = await openPreview(app, pictureUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
    const sneaky = new URL(pictureUrl);
    sneaky.pathname = `/_mail/${id}/part/${payslip}`;
    expect((await openPreview(app, sneaky.href)).status).toBe(404);
  });

  it("answers 404 to an address it did not sign, one that expired, and on any origin but the preview one", async () => {
    const mailbox = await insertMailbox(app, owner.organization.id, "forged");
    const [id = "", other = ""] = await insertMessages(app, mailbox, [
      { html: "<p>Secret</p>" },
      { html: "<p>Other</p>" },
    ]);
    const good = new URL((await open(id)).reading_url ?? "");
    const swapped = new URL(good);
    swapped.pathname = `/_mail/${other}`;
    const tampered = new URL(good);
    tampered.searchParams.set("exp", String(Number(good.searchParams.get("exp")) + 60));
    const expired = readingFrameUrl(app.env, id, false, Date.now() - MAIL_FRAME_TTL_MS - 1000);
    for (const url of [swapped.href, tampered.href, expired, `${app.env.previewOrigin}/_mail/${id}`]) {
      const response = await openPreview(app, url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain("Secret");
    }
    const onApp = await app.request(`${good.pathname}${good.search}`);
    expect(await onApp.text()).not.toContain("Secret");
  });

  it("counts each folder's messages and unread ones, lists the conversation, and deletes for good", async () => {
    const mailbox = await insertMailbox(app, owner.organization.id, "counts");
    const [first = "", answer = "", , thrown = ""] = await insertMessages(app, mailbox, [
      { subject: "Quote", threadId: "quote@x", receivedAt: "2026-03-01T08:00:00.000Z", unread: false },
      { subject: "Re: Quote", threadId: "quote@x", receivedAt: "2026-03-01T09:00:00.000Z", sizeBytes: 5000 },
      { subject: "Prize", folder: "spam" },
      { subject: "Re: Quote (old)", threadId: "quote@x", folder: "trash", receivedAt: "2026-03-01T10:00:00.000Z" },
    ]);
    await app.deps.db.kysely.updateTable("mailboxes").set({ used_bytes: 8000 }).where("id", "=", mailbox.id).execute();
    const api = apiAs(app, owner.user);
    const counts = await api.call<{ folders: { folder: string; total: number; unread: number }[] }>(
      "GET",
      `/api/mail/mailboxes/${mailbox.id}/folders`,
    );
    expect(counts.body.folders).toEqual([
      { folder: "inbox", total: 2, unread: 1 },
      { folder: "sent", total: 0, unread: 0 },
      { folder: "drafts", total: 0, unread: 0 },
      { folder: "spam", total: 1, unread: 1 },
      { folder: "archive", total: 0, unread: 0 },
      { folder: "trash", total: 1, unread: 1 },
    ]);
    expect((await open(answer)).thread.map((m) => m.id)).toEqual([first, answer]);
    expect((await open(thrown)).thread.map((m) => m.id)).toEqual([first, answer, thrown]);

    expect((await api.call("DELETE", `/api/mail/messages/${answer}`)).status).toBe(204);
    expect((await api.call("GET", `/api/mail/messages/${answer}`)).status).toBe(404);
    const usage = await app.deps.db.kysely
      .selectFrom("mailboxes")
      .select("used_bytes")
      .where("id", "=", mailbox.id)
      .executeTakeFirstOrThrow();
    expect(Number(usage.used_bytes)).toBe(3000);
    const stranger = await signedUpOwner(app);
    expect((await apiAs(app, stranger.user).call("DELETE", `/api/mail/messages/${first}`)).status).toBe(404);
    expect((await apiAs(app, stranger.user).call("GET", `/api/mail/mailboxes/${mailbox.id}/folders`)).status).toBe(404);
  });
});
