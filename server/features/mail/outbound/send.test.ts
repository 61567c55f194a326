import { randomUUID } from "node:crypto";
import { COMPOSE_MESSAGES, MAX_ATTACHMENT_BYTES, SENDS_PER_HOUR } from "@common/schemas/mail-compose";
import { simpleParser } from "mailparser";
import { beforeAll, expect, it } from "vitest";
import { addMailbox, mailboxMessages, usedBytes } from "../../../test/mail";
import { describeEachDb, type TestApp } from "../../../test/test-app";
import { storeMessage } from "../mail-test-kit";
import { SEND_QUEUE } from "./delivery";
import { dkimOf, outsideWorld, publishDkimKey, sendingOwner } from "./send-test-kit";

const world = outsideWorld();

describeEachDb(
  "sending mail",
  (use) => {
    let app: TestApp;
    let owner: Awaited<ReturnType<typeof sendingOwner>>;
    beforeAll(async () => {
      app = use();
      owner = await sendingOwner(app);
      await publishDkimKey(app, world.dns, owner.domain);
    });
    const delivered = () => app.deps.jobs.drain({ queues: [SEND_QUEUE] });
    const received = (mailboxId: string) => ({ id: mailboxId, organizationId: owner.organization.id });

    it("sends a message signed with the domain's key through the relay, Bcc only in the envelope", async () => {
      const colleague = await addMailbox(app, owner.domain, "sales");
      const subject = `Your quote ${randomUUID()}`;
      const sent = await owner.mail.send(owner.mailboxId, {
        to: ["ann@client.example"],
        cc: [`sales@${owner.domain.domain}`],
        bcc: ["books@accountant.example"],
        subject,
        text: "Dear Ann,\n\nThe quote follows.\n",
      });
      expect(sent.status).toBe(202);
      expect(sent.body).toMatchObject({
        folder: "sent",
        unread: false,
        from: { address: owner.address, name: "Info Desk" },
        bcc: [{ address: "books@accountant.example", name: "" }],
        delivery: { status: "queued", error: null, attempts: 0 },
      });
      await delivered();
      const [arrived, ...more] = world.sink.withSubject(subject);
      expect(more).toEqual([]);
      expect(arrived?.from).toBe(owner.address);
      // A mailbox of this installation is reached the way any other is: through the relay.
      expect(arrived?.to).toEqual(["ann@client.example", `sales@${owner.domain.domain}`, "books@accountant.example"]);
      expect(await mailboxMessages(app, colleague)).toEqual([]);
      const raw = arrived?.raw ?? Buffer.alloc(0);
      const parsed = await simpleParser(raw);
      expect(parsed.from?.text).toBe(`"Info Desk" <${owner.address}>`);
      expect(parsed.headers.has("bcc")).toBe(false);
      expect(raw.toString()).not.toContain("books@accountant.example");
      expect(parsed.messageId).toBe(`<${sent.body.message_id}>`);
      expect(sent.body.message_id).toMatch(new RegExp(`@${owner.domain.domain.replaceAll(".", "\\.")}$`));
      expect(parsed.text).toBe("Dear Ann,\n\nThe quote follows.\n");

      expect(await dkimOf(world.dns, raw)).toBe("pass");
      const tampered = Buffer.from(raw.toString().replace("The quote follows.", "Pay into account 1234."));
      expect(await dkimOf(world.dns, tampered)).toBe("fail");

      const after = await owner.mail.message(sent.body.id);
      expect(after.body.delivery).toEqual({ status: "sent", error: null, attempts: 1 });
      const stored = await app.deps.db.kysely
        .selectFrom("mail_messages")
        .select(["raw_key", "size_bytes"])
        .where("id", "=", sent.body.id)
        .executeTakeFirstOrThrow();
      // What was kept is what went out (SMTP's DATA ends the bytes on a line end of its own).
      expect((await app.deps.blobs.get(stored.raw_key))?.toString().trimEnd()).toBe(raw.toString().trimEnd());
      expect(Number(stored.size_bytes)).toBe((await app.deps.blobs.size(stored.raw_key)) ?? 0);
    });

    it("answers in the conversation of the message replied to: In-Reply-To, References and its thread", async () => {
      const question = await storeMessage(app, received(owner.mailboxId));
      await app.deps.db.kysely
        .updateTable("mail_messages")
        .set({ references_ids: JSON.stringify(["first@client.example"]), thread_id: "first@client.example" })
        .where("id", "=", question.id)
        .execute();
      const subject = `Re: hello ${randomUUID()}`;
      const reply = await owner.mail.send(owner.mailboxId, {
        to: ["someone@sender.example"],
        subject,
        text: "Yes.",
        reply_to_message_id: question.id,
      });
      expect(reply.status).toBe(202);
      expect(reply.body).toMatchObject({
        thread_id: "first@client.example",
        in_reply_to: `${question.id}@sender.example`,
        reply_to_message_id: question.id,
      });
      expect(reply.body.thread.map((m) => m.id)).toEqual([question.id, reply.body.id]);
      await delivered();
      const parsed = await simpleParser(world.sink.withSubject(subject)[0]?.raw ?? "");
      expect(parsed.inReplyTo).toBe(`<${question.id}@sender.example>`);
      expect(parsed.references).toEqual(["<first@client.example>", `<${question.id}@sender.example>`]);
    });

    it("passes a message on with its attachments", async () => {
      const original = await storeMessage(app, received(owner.mailboxId), {
        attachments: ["%PDF-1.4 invoice", "%PDF-1.4 terms"],
      });
      const subject = `Fwd: invoice ${randomUUID()}`;
      const forward = await owner.mail.send(owner.mailboxId, {
        to: ["bookkeeper@accountant.example"],
        subject,
        text: "For the books.",
        forward_of_message_id: original.id,
      });
      expect(forward.status).toBe(202);
      expect(forward.body.attachments.map((a) => a.filename)).toEqual(["file-0.pdf", "file-1.pdf"]);
      await delivered();
      const parsed = await simpleParser(world.sink.withSubject(subject)[0]?.raw ?? "");
      expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
        ["file-0.pdf", "%PDF-1.4 invoice"],
        ["file-1.pdf", "%PDF-1.4 terms"],
      ]);
    });

    it("sends a draft: the draft with its attachments becomes the Sent message and leaves Drafts", async () => {
      const { body: draft } = await owner.mail.createDraft(owner.mailboxId, { subject: "Draft" });
      await owner.mail.attach(draft.id, "plan.pdf", new TextEncoder().encode("%PDF-1.4 plan"));
      const subject = `The plan ${randomUUID()}`;
      const sent = await owner.mail.send(owner.mailboxId, {
        to: ["ann@client.example"],
        subject,
        text: "Attached.",
        draft_id: draft.id,
      });
      expect(sent.status).toBe(202);
      expect(sent.body).toMatchObject({ id: draft.id, folder: "sent", message_id: draft.message_id, subject });
      expect(sent.body.attachments.map((a) => a.filename)).toEqual(["plan.pdf"]);
      expect((await owner.mail.folder(owner.mailboxId, "drafts")).map((m) => m.id)).not.toContain(draft.id);
      expect((await owner.mail.saveDraft(draft.id, { subject: "Again" })).status).toBe(409);
      expect((await owner.mail.send(owner.mailboxId, { to: ["a@b.example"], draft_id: draft.id })).status).toBe(409);
      await delivered();
      const parsed = await simpleParser(world.sink.withSubject(subject)[0]?.raw ?? "");
      expect(parsed.attachments.map((a) => a.content.toString())).toEqual(["%PDF-1.4 plan"]);
    });

    it("sends a draft once when it is sent twice at the same moment", async () => {
      const { body: draft } = await owner.mail.createDraft(owner.mailboxId, { subject: "Double click" });
      const subject = `Once only ${randomUUID()}`;
      const send = () => owner.mail.send(owner.mailboxId, { to: ["ann@client.example"], subject, draft_id: draft.id });
      const statuses = (await Promise.all([send(), send()])).map((answer) => answer.status).sort();
      expect(statuses).toEqual([202, 409]);
      await delivered();
      expect(world.sink.withSubject(subject)).toHaveLength(1);
    });

    it("counts what was sent against the mailbox, as received mail is", async () => {
      const before = await usedBytes(app, owner.mailboxId);
      const sent = await owner.mail.send(owner.mailboxId, { to: ["ann@client.example"], subject: "Count me" });
      const row = await app.deps.db.kysely
        .selectFrom("mail_messages")
        .select("raw_key")
        .where("id", "=", sent.body.id)
        .executeTakeFirstOrThrow();
      const size = (await app.deps.blobs.size(row.raw_key)) ?? 0;
      expect(size).toBeGreaterThan(500);
      expect(await usedBytes(app, owner.mailboxId)).toBe(before + size);
      await delivered();
    });

    it("refuses to send from a domain that is not verified (409)", async () => {
      const unverified = await sendingOwner(app, { verified: false });
      expect(await unverified.mail.send(unverified.mailboxId, { to: ["ann@client.example"] })).toEqual({
        status: 409,
        body: { error: { code: "CONFLICT", message: COMPOSE_MESSAGES.domainNotVerified } },
      });
    });

    it("refuses a message passed on that would make it past 25 MB (413)", async () => {
      const original = await storeMessage(app, received(owner.mailboxId), { attachments: ["big", "bigger"] });
      await app.deps.db.kysely
        .updateTable("mail_attachments")
        .set({ size_bytes: MAX_ATTACHMENT_BYTES })
        .where("message_id", "=", original.id)
        .execute();
      expect(
        await owner.mail.send(owner.mailboxId, { to: ["ann@client.example"], forward_of_message_id: original.id }),
      ).toEqual({ status: 413, body: { error: { code: "PAYLOAD_TOO_LARGE", message: COMPOSE_MESSAGES.tooLarge } } });
    });

    it(`refuses the ${SENDS_PER_HOUR + 1}st message of an hour (429), counting only the last hour`, async () => {
      const busy = await sendingOwner(app);
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
      const sends = (count: number, minutesAgo: number) =>
        Array.from({ length: count }, () => ({
          id: randomUUID(),
          mailbox_id: busy.mailboxId,
          sent_at: at(minutesAgo),
        }));
      await app.deps.db.kysely
        .insertInto("mail_sends")
        .values([...sends(SENDS_PER_HOUR - 1, 30), ...sends(50, 61)])
        .execute();
      expect((await busy.mail.send(busy.mailboxId, { to: ["ann@client.example"] })).status).toBe(202);
      const refused = await app.request(`/api/mail/mailboxes/${busy.mailboxId}/send`, {
        method: "POST",
        json: { to: ["ann@client.example"] },
        token: busy.user.token,
      });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: { code: "RATE_LIMITED", message: COMPOSE_MESSAGES.rateLimited } });
      // The oldest send of the hour was half an hour ago: it stops counting in about 30 minutes.
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(29 * 60);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(30 * 60);
      expect((await busy.mail.folder(busy.mailboxId, "sent")).length).toBe(1);
    });
  },
  () => ({ DNS_SERVERS: world.dns.address, SMTP_URL: `smtp://127.0.0.1:${world.sink.port}` }),
);
