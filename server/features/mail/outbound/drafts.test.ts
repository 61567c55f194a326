import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { COMPOSE_MESSAGES, MAX_ATTACHMENT_BYTES } from "@common/schemas/mail-compose";
import { beforeAll, expect, it } from "vitest";
import { usedBytes } from "../../../test/mail";
import { describeEachDb, type TestApp } from "../../../test/test-app";
import { storeMessage } from "../mail-test-kit";
import { SEND_QUEUE } from "./delivery";
import { EMPTY_RAW_KEY } from "./draft-rows";
import { composeApi, giveMailbox, memberOf, sendingOwner } from "./send-test-kit";

describeEachDb("drafts", (use) => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof sendingOwner>>;
  beforeAll(async () => {
    app = use();
    owner = await sendingOwner(app);
  });

  it("keeps a draft as it is written, with attachments added and taken off, its bytes counted", async () => {
    const created = await owner.mail.createDraft(owner.mailboxId, { to: ["Ann@Client.example"], subject: "Quote" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      folder: "drafts",
      subject: "Quote",
      from: { address: owner.address, name: "Info Desk" },
      to: [{ address: "ann@client.example", name: "" }],
      unread: false,
      delivery: null,
    });
    const draftId = created.body.id;
    const saved = await owner.mail.saveDraft(draftId, {
      to: ["ann@client.example"],
      cc: ["bob@client.example"],
      bcc: ["books@ours.example"],
      subject: "Quote for the new roof",
      text: "Dear Ann, the quote is attached.",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      subject: "Quote for the new roof",
      cc: [{ address: "bob@client.example", name: "" }],
      bcc: [{ address: "books@ours.example", name: "" }],
      text: "Dear Ann, the quote is attached.",
    });

    const pdf = new TextEncoder().encode("%PDF-1.4 quote");
    const quote = await owner.mail.attach(draftId, "quote.pdf", pdf);
    expect(quote).toEqual({
      status: 201,
      body: { id: expect.any(String), filename: "quote.pdf", content_type: "application/pdf", size_bytes: pdf.length },
    });
    const photo = await owner.mail.attach(draftId, "roof.png", new Uint8Array([137, 80, 78, 71]), "image/png");
    expect((await owner.mail.message(draftId)).body.attachments.map((a) => a.filename)).toEqual([
      "quote.pdf",
      "roof.png",
    ]);
    expect(await usedBytes(app, owner.mailboxId)).toBe("Dear Ann, the quote is attached.".length + pdf.length + 4);

    const photoKey = await app.deps.db.kysely
      .selectFrom("mail_attachments")
      .select("blob_key")
      .where("id", "=", photo.body.id)
      .executeTakeFirstOrThrow();
    expect((await owner.mail.detach(draftId, photo.body.id)).status).toBe(204);
    expect(await app.deps.blobs.has(photoKey.blob_key)).toBe(false);
    expect((await owner.mail.message(draftId)).body.attachments.map((a) => a.filename)).toEqual(["quote.pdf"]);
    expect(await usedBytes(app, owner.mailboxId)).toBe("Dear Ann, the quote is attached.".length + pdf.length);
    expect((await owner.mail.detach(draftId, photo.body.id)).status).toBe(404);
    expect((await owner.mail.folder(owner.mailboxId, "drafts")).map((m) => m.id)).toContain(draftId);
  });

  it("keeps no raw message for a draft: its key names the empty blob, which the sweep leaves alone", async () => {
    const { body } = await owner.mail.createDraft(owner.mailboxId, { subject: "Nothing yet" });
    const row = await app.deps.db.kysely
      .selectFrom("mail_messages")
      .select("raw_key")
      .where("id", "=", body.id)
      .executeTakeFirstOrThrow();
    expect(row.raw_key).toBe(EMPTY_RAW_KEY);
    expect(await app.deps.blobs.get(EMPTY_RAW_KEY)).toEqual(Buffer.alloc(0));
  });

  it("starts a draft that passes a message on with that message's attachments", async () => {
    const mailbox = { id: owner.mailboxId, organizationId: owner.organization.id };
    const received = await storeMessage(app, mailbox, { attachments: ["%PDF-1.4 invoice", "%PDF-1.4 terms"] });
    const { status, body } = await owner.mail.createDraft(owner.mailboxId, {
      subject: "Fwd: hello",
      forward_of_message_id: received.id,
    });
    expect(status).toBe(201);
    expect(body.forward_of_message_id).toBe(received.id);
    expect(body.attachments.map((a) => a.filename)).toEqual(["file-0.pdf", "file-1.pdf"]);
    // Taking a copy off the draft leaves the received message's own attachment and its bytes.
    expect((await owner.mail.detach(body.id, body.attachments[0]?.id ?? "")).status).toBe(204);
    expect(await app.deps.blobs.has(received.attachmentKeys[0] ?? "")).toBe(true);
    expect((await owner.mail.message(received.id)).body.attachments).toHaveLength(2);
  });

  it("refuses a message past 25 MB with 413, for one file or for all of them together", async () => {
    const { body: draft } = await owner.mail.createDraft(owner.mailboxId, { subject: "Big" });
    const tooLarge = { error: { code: "PAYLOAD_TOO_LARGE", message: COMPOSE_MESSAGES.tooLarge } };
    expect(await owner.mail.attach(draft.id, "huge.bin", new Uint8Array(MAX_ATTACHMENT_BYTES + 1))).toEqual({
      status: 413,
      body: tooLarge,
    });
    // A file already on the draft, half as large as files may be together (its bytes need not be that large).
    const first = await owner.mail.attach(draft.id, "first.bin", new Uint8Array([1]));
    const half = Math.floor(MAX_ATTACHMENT_BYTES / 2 / 57) * 57;
    await app.deps.db.kysely
      .updateTable("mail_attachments")
      .set({ size_bytes: half })
      .where("id", "=", first.body.id)
      .execute();
    // Files count as they travel, base64-encoded: what is left is what still fits once encoded.
    const rest = MAX_ATTACHMENT_BYTES - half;
    expect((await owner.mail.attach(draft.id, "second.bin", new Uint8Array(rest + 1))).status).toBe(413);
    expect((await owner.mail.attach(draft.id, "second.bin", new Uint8Array(rest))).status).toBe(201);
    expect((await owner.mail.saveDraft(draft.id, { subject: "Big", text: "é".repeat(50) })).body).toEqual(tooLarge);
    expect(await owner.mail.attach(draft.id, "third.bin", new Uint8Array(1))).toEqual({ status: 413, body: tooLarge });
    expect((await owner.mail.message(draft.id)).body.attachments.map((a) => a.filename)).toEqual([
      "first.bin",
      "second.bin",
    ]);
  });

  it("answers 409 when the message is not a draft", async () => {
    const mailbox = { id: owner.mailboxId, organizationId: owner.organization.id };
    const received = await storeMessage(app, mailbox);
    const conflict = { error: { code: "CONFLICT", message: COMPOSE_MESSAGES.notDraft } };
    expect(await owner.mail.saveDraft(received.id, { subject: "Changed" })).toEqual({ status: 409, body: conflict });
    expect(await owner.mail.attach(received.id, "a.pdf", new Uint8Array([1]))).toEqual({ status: 409, body: conflict });
  });

  it("lets a member write only in a mailbox given to them, and nobody in another organization's", async () => {
    const { organization } = owner;
    const viewer = await memberOf(app, organization.id, "viewer");
    const given = await memberOf(app, organization.id, "viewer");
    await giveMailbox(app, owner.mailboxId, given.id);
    const { body: draft } = await owner.mail.createDraft(owner.mailboxId, { subject: "Owner's" });
    const noMailbox = { status: 404, body: { error: { code: "NOT_FOUND", message: "Mailbox not found" } } };
    const noMessage = { status: 404, body: { error: { code: "NOT_FOUND", message: "No such message" } } };

    const theirs = composeApi(app, viewer);
    expect(await theirs.createDraft(owner.mailboxId, { subject: "Mine?" })).toEqual(noMailbox);
    expect(await theirs.send(owner.mailboxId, { to: ["x@client.example"] })).toEqual(noMailbox);
    expect(await theirs.saveDraft(draft.id, { subject: "Mine?" })).toEqual(noMessage);
    expect(await theirs.attach(draft.id, "a.pdf", new Uint8Array([1]))).toEqual(noMessage);

    const givenApi = composeApi(app, given);
    expect((await givenApi.createDraft(owner.mailboxId, { subject: "Theirs" })).status).toBe(201);
    expect((await givenApi.saveDraft(draft.id, { subject: "Shared" })).status).toBe(200);

    const stranger = await sendingOwner(app);
    expect(await stranger.mail.createDraft(owner.mailboxId, {})).toEqual(noMailbox);
    expect(await stranger.mail.saveDraft(draft.id, {})).toEqual(noMessage);
    expect(await stranger.mail.detach(draft.id, "any")).toEqual(noMessage);
    expect(await stranger.mail.send(owner.mailboxId, { to: ["x@client.example"], draft_id: draft.id })).toEqual(
      noMailbox,
    );
    // Replying to or passing on another organization's message is as if it did not exist.
    expect(await owner.mail.createDraft(owner.mailboxId, { reply_to_message_id: draft.id })).toMatchObject({
      status: 201,
    });
    expect(await stranger.mail.createDraft(stranger.mailboxId, { reply_to_message_id: draft.id })).toEqual(noMessage);
    expect(await stranger.mail.createDraft(stranger.mailboxId, { forward_of_message_id: draft.id })).toEqual(noMessage);
  });

  it("sends into the outbox when there is neither a relay nor MAIL_DIRECT, and counts that as sent", async () => {
    const { body: draft } = await owner.mail.createDraft(owner.mailboxId, { subject: "Outbox" });
    const sent = await owner.mail.send(owner.mailboxId, {
      to: ["ann@client.example"],
      subject: "Written to the outbox",
      draft_id: draft.id,
    });
    expect(sent.status).toBe(202);
    await app.deps.jobs.drain({ queues: [SEND_QUEUE] });
    expect((await owner.mail.message(draft.id)).body.delivery).toEqual({ status: "sent", error: null, attempts: 1 });
    const outbox = join(app.env.dataDir, "outbox");
    const files = await Promise.all((await readdir(outbox)).map((file) => readFile(join(outbox, file), "utf8")));
    expect(files.filter((file) => file.includes("Subject: Written to the outbox"))).toHaveLength(1);
    // The empty blob the draft named stays while other drafts name it too.
    expect(await app.deps.blobs.has(EMPTY_RAW_KEY)).toBe(true);
  });
});
