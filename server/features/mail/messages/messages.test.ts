import type { MessageSummary } from "@common/schemas/mail";
import type { OpenedMessage as Message } from "@common/schemas/mail-compose";
import { beforeAll, expect, it } from "vitest";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../../../test/api";
import { insertAttachment, insertMailbox, insertMessages, type TestMailbox } from "../../../test/mail-messages";
import { describeEachDb, type TestApp, type TestUser } from "../../../test/test-app";

type Page = { messages: MessageSummary[]; next_cursor: string | null };

describeEachDb("reading mail", (use) => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof signedUpOwner>>;
  beforeAll(async () => {
    app = use();
    owner = await signedUpOwner(app);
  });
  const list = (as: TestUser, mailbox: TestMailbox, query = "") =>
    apiAs(app, as).call<Page>("GET", `/api/mail/mailboxes/${mailbox.id}/messages${query}`);
  const message = (as: TestUser, id: string) => apiAs(app, as).call<Message>("GET", `/api/mail/messages/${id}`);
  const change = (as: TestUser, id: string, json: unknown) =>
    apiAs(app, as).call<Message>("PATCH", `/api/mail/messages/${id}`, json);

  it("lets admins and owners read every mailbox, members only theirs, and nobody another organization's", async () => {
    const organizationId = owner.organization.id;
    const reader = await addMember(app, owner.user, organizationId, "editor");
    const outsider = await addMember(app, owner.user, organizationId, "editor");
    const viewer = await addMember(app, owner.user, organizationId, "viewer");
    const admin = await addMember(app, owner.user, organizationId, "admin");
    const sales = await insertMailbox(app, organizationId, "sales", [reader.id, viewer.id]);
    const accounts = await insertMailbox(app, organizationId, "accounts");
    const [salesMail = ""] = await insertMessages(app, sales, [{ subject: "A sales lead" }]);
    const [accountsMail = ""] = await insertMessages(app, accounts, [{ subject: "Salary advice" }]);
    const attachment = await insertAttachment(app, accountsMail, {
      filename: "payslip.pdf",
      contentType: "application/pdf",
      bytes: new TextEncoder().encode("%PDF-1.4"),
    });
    const stranger = await signedUpOwner(app);
    const theirs = await insertMailbox(app, stranger.organization.id, "info", [stranger.user.id]);
    const [theirMail = ""] = await insertMessages(app, theirs, [{ subject: "Private" }]);

    for (const who of [owner.user, admin]) {
      expect((await list(who, accounts)).body.messages.map((m) => m.subject)).toEqual(["Salary advice"]);
      expect((await message(who, accountsMail)).status).toBe(200);
    }
    for (const who of [reader, viewer]) {
      expect((await list(who, sales)).body.messages.map((m) => m.subject)).toEqual(["A sales lead"]);
      expect((await change(who, salesMail, { unread: false })).body.unread).toBe(false);
    }

    // The mailbox's words are the mail API's own (mail-messages.ts).
    const noMailbox = { error: { code: "NOT_FOUND", message: "Mailbox not found" } };
    const noMessage = { error: { code: "NOT_FOUND", message: "No such message" } };
    expect(await list(reader, accounts)).toEqual({ status: 404, body: noMailbox });
    expect(await list(outsider, sales)).toEqual({ status: 404, body: noMailbox });
    expect(await message(reader, accountsMail)).toEqual({ status: 404, body: noMessage });
    expect(await change(viewer, accountsMail, { folder: "trash" })).toEqual({ status: 404, body: noMessage });
    const download = await apiAs(app, reader).call<ErrorBody>(
      "GET",
      `/api/mail/messages/${accountsMail}/attachments/${attachment}`,
    );
    expect(download).toEqual({ status: 404, body: noMessage });

    expect(await list(owner.user, theirs)).toEqual({ status: 404, body: noMailbox });
    expect(await message(owner.user, theirMail)).toEqual({ status: 404, body: noMessage });
    expect(await change(owner.user, theirMail, { unread: false })).toEqual({ status: 404, body: noMessage });
    expect(await list(owner.user, { ...accounts, id: "no-such-mailbox" })).toEqual({ status: 404, body: noMailbox });
    // The stranger still reads their own, untouched.
    expect((await message(stranger.user, theirMail)).body).toMatchObject({ subject: "Private", unread: true });
  });

  it("pages through a folder newest first, 50 at a time, each message once", async () => {
    const mailbox = await insertMailbox(app, owner.organization.id, "busy");
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    // Three messages share each second, so the id decides between them.
    const ids = await insertMessages(app, mailbox, [
      ...Array.from({ length: 120 }, (_, n) => ({
        subject: `Message ${n}`,
        receivedAt: new Date(start + Math.floor(n / 3) * 1000).toISOString(),
      })),
      ...Array.from({ length: 5 }, (_, n) => ({ subject: `Spam ${n}`, folder: "spam" as const })),
    ]);
    const pages: MessageSummary[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : "";
      const { status, body } = await list(owner.user, mailbox, query);
      expect(status).toBe(200);
      pages.push(body.messages);
      cursor = body.next_cursor;
    } while (cursor);
    expect(pages.map((page) => page.length)).toEqual([50, 50, 20]);
    const seen = pages.flat();
    const expected = ids
      .slice(0, 120)
      .map((id, n) => ({ id, at: new Date(start + Math.floor(n / 3) * 1000).toISOString() }))
      .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
    expect(seen.map((m) => m.id)).toEqual(expected.map((m) => m.id));
    expect(seen[0]).toMatchObject({ date: expected[0]?.at, folder: "inbox", unread: true, has_attachments: false });
    expect(seen[0]?.auth).toEqual({ spf: "pass", dkim: "pass", dmarc: "pass" });

    const spam = await list(owner.user, mailbox, "?folder=spam");
    expect(spam.body.messages.map((m) => m.subject).sort()).toEqual(["Spam 0", "Spam 1", "Spam 2", "Spam 3", "Spam 4"]);
    expect(spam.body.next_cursor).toBeNull();
    const bad = await apiAs(app, owner.user).call<ErrorBody>(
      "GET",
      `/api/mail/mailboxes/${mailbox.id}/messages?cursor=not-a-cursor`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/start again from the first page/);
  });

  it("searches sender, subject and text without case, taking % and _ as written", async () => {
    const mailbox = await insertMailbox(app, owner.organization.id, "search");
    await insertMessages(app, mailbox, [
      { subject: "Order 42", from: { address: "thandi@bakery.example", name: "Thandi Mokoena" } },
      { subject: "50% off everything" },
      { subject: "5000 reasons" },
      { subject: "Your statement", text: "Attached: invoice_2025.pdf" },
      { subject: "Another statement", text: "Attached: invoiceX2025.pdf" },
      { subject: "Quiet", text: "Nothing to see" },
    ]);
    const found = async (q: string) =>
      (await list(owner.user, mailbox, `?q=${encodeURIComponent(q)}`)).body.messages.map((m) => m.subject).sort();
    expect(await found("THANDI")).toEqual(["Order 42"]);
    expect(await found("bakery.example")).toEqual(["Order 42"]);
    expect(await found("order 42")).toEqual(["Order 42"]);
    expect(await found("order 43")).toEqual([]);
    expect(await found("50%")).toEqual(["50% off everything"]);
    expect(await found("INVOICE_2025")).toEqual(["Your statement"]);
    expect(await found("statement")).toEqual(["Another statement", "Your statement"]);
    expect(await found("nobody")).toEqual([]);
  });

  it("shows a message with its HTML made safe, pictures blocked or pointed at its attachments", async () => {
    const mailbox = await insertMailbox(app, owner.organization.id, "html");
    const [rich = "", plain = ""] = await insertMessages(app, mailbox, [
      {
        subject: "Newsletter",
        text: "Our news",
        html:
          '<p onclick="steal()">News<script>steal()</script></p><img src="https://tracker.example/open.gif">' +
          '<img src="cid:logo@shop.example" alt="Logo"><a href="javascript:steal()">Click</a>',
        auth: { spf: "pass", dkim: "fail", dmarc: "fail" },
        receivedAt: "2026-02-01T09:00:00.000Z",
      },
      { subject: "Plain", text: "Just words", receivedAt: "2026-02-01T10:00:00.000Z" },
    ]);
    const logo = await insertAttachment(app, rich, {
      filename: "logo.png",
      contentType: "image/png",
      bytes: new Uint8Array([137, 80, 78, 71]),
      contentId: "<logo@shop.example>",
    });
    const { status, body } = await message(owner.user, rich);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      subject: "Newsletter",
      text: "Our news",
      cc: [],
      in_reply_to: null,
      spam_reason: null,
      has_remote_images: true,
      has_attachments: true,
      auth: { spf: "pass", dkim: "fail", dmarc: "fail" },
      attachments: [{ id: logo, filename: "logo.png", content_type: "image/png", size_bytes: 4 }],
    });
    // Pictures the mail carries are served beside its reading frame, on the preview origin.
    const logoUrl = new URL((body.html ?? "").match(/<img src="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? "");
    expect(`${logoUrl.origin}${logoUrl.pathname}`).toBe(`${app.env.previewOrigin}/_mail/${rich}/part/${logo}`);
    expect(body.html).toMatch(
      /^<p>News<\/p><img data-remote-src="https:\/\/tracker\.example\/open\.gif"><img src="[^"]+" alt="Logo">Click$/,
    );
    expect(new URL(body.reading_url ?? "").origin).toBe(app.env.previewOrigin);
    expect(new URL(body.reading_url_with_images ?? "").pathname).toBe(`/_mail/${rich}/pictures`);
    expect((await message(owner.user, plain)).body).toMatchObject({
      html: null,
      has_remote_images: false,
      reading_url: null,
      reading_url_with_images: null,
      delivery: null,
    });
    const summaries = (await list(owner.user, mailbox)).body.messages;
    expect(summaries.map((m) => [m.subject, m.has_attachments])).toEqual([
      ["Plain", false],
      ["Newsletter", true],
    ]);
  });

  it("marks messages read and unread and moves them to Trash, out of Spam and back", async () => {
    const mailbox = await insertMailbox(app, owner.organization.id, "moves");
    const [letter = "", junk = ""] = await insertMessages(app, mailbox, [
      { subject: "Letter" },
      { subject: "Prize", folder: "spam", spamReason: "SPF failed" },
    ]);
    const subjects = async (folder: string) =>
      (await list(owner.user, mailbox, `?folder=${folder}`)).body.messages.map((m) => m.subject);

    expect((await change(owner.user, letter, { unread: false })).body.unread).toBe(false);
    expect((await list(owner.user, mailbox)).body.messages[0]?.unread).toBe(false);
    expect((await change(owner.user, letter, { unread: true })).body.unread).toBe(true);

    expect((await change(owner.user, letter, { folder: "trash" })).body.folder).toBe("trash");
    expect(await subjects("inbox")).toEqual([]);
    expect(await subjects("trash")).toEqual(["Letter"]);
    expect((await change(owner.user, letter, { folder: "inbox", unread: false })).body).toMatchObject({
      folder: "inbox",
      unread: false,
    });
    expect(await subjects("trash")).toEqual([]);

    expect((await message(owner.user, junk)).body.spam_reason).toBe("SPF failed");
    expect((await change(owner.user, junk, { folder: "inbox" })).body).toMatchObject({ spam_reason: null });
    expect((await change(owner.user, junk, { folder: "spam" })).body.folder).toBe("spam");
    expect(await subjects("inbox")).toEqual(["Letter"]);
    expect(await subjects("spam")).toEqual(["Prize"]);

    expect((await change(owner.user, letter, {})).status).toBe(400);
    expect((await change(owner.user, letter, { folder: "elsewhere" })).status).toBe(400);
  });

  it("downloads attachments as files, never shown as pages", async () => {
    const mailbox = await insertMailbox(app, owner.organization.id, "files");
    const [withFiles = "", other = ""] = await insertMessages(app, mailbox, [{ subject: "Files" }, {}]);
    const pdfBytes = new TextEncoder().encode("%PDF-1.4 <script>alert(1)</script>");
    const pdf = await insertAttachment(app, withFiles, {
      filename: "Fäktura 2026 (final).pdf",
      contentType: "application/pdf",
      bytes: pdfBytes,
    });
    const png = await insertAttachment(app, withFiles, {
      filename: "photo.png",
      contentType: "image/png",
      bytes: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
      position: 1,
    });
    const get = (messageId: string, attachmentId: string) =>
      app.request(`/api/mail/messages/${messageId}/attachments/${attachmentId}`, { token: owner.user.token });

    const file = await get(withFiles, pdf);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/octet-stream");
    expect(file.headers.get("content-disposition")).toContain("attachment;");
    expect(file.headers.get("content-disposition")).toContain("filename*=UTF-8''F%C3%A4ktura%202026%20%28final%29.pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);

    const picture = await get(withFiles, png);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(picture.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect((await picture.arrayBuffer()).byteLength).toBe(8);

    const elsewhere = await get(other, pdf);
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as ErrorBody).error.message).toBe("No such attachment");
    expect((await message(owner.user, withFiles)).body.attachments.map((a) => a.filename)).toEqual([
      "Fäktura 2026 (final).pdf",
      "photo.png",
    ]);
  });
});
