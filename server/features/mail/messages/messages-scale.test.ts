import { randomUUID } from "node:crypto";
import type { MessageSummary } from "@common/schemas/mail";
import { CompiledQuery, sql } from "kysely";
import { expect, it } from "vitest";
import { encodeCursor } from "../../../db/list-pages";
import { signedUpOwner } from "../../../test/api";
import { insertMailbox, messageRow } from "../../../test/mail-messages";
import { describeEachDb } from "../../../test/test-app";
import { messagePageQuery } from "./messages.service";

type Page = { messages: MessageSummary[]; next_cursor: string | null };

const ROWS = 50_000;
const BATCH = 500;

/** Milliseconds `run` took, and what it answered. */
async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - started)];
}

describeEachDb("a mailbox of 50,000 messages", (use) => {
  it("answers its first page, a page in the middle and a search, each from the folder's index", async () => {
    const app = use();
    const { kysely, dialect } = app.deps.db;
    const owner = await signedUpOwner(app);
    const mailbox = await insertMailbox(app, owner.organization.id, "archive");
    const start = Date.parse("2024-01-01T00:00:00.000Z");
    // Two messages share each second, so the id decides between them; every hundredth is spam.
    const at = (n: number) => new Date(start + Math.floor(n / 2) * 1000).toISOString();
    const rows = Array.from({ length: ROWS }, (_, n) =>
      messageRow(app, mailbox, {
        subject: `Order ${n}`,
        text: n === 12_345 ? "The needle in the haystack" : `Message number ${n} of the load`,
        folder: n % 100 === 0 ? "spam" : "inbox",
        receivedAt: at(n),
      }),
    );
    const [, loadMs] = await timed(() =>
      kysely.transaction().execute(async (trx) => {
        for (let from = 0; from < ROWS; from += BATCH) {
          await trx
            .insertInto("mail_messages")
            .values(rows.slice(from, from + BATCH))
            .execute();
        }
      }),
    );
    // Every fiftieth message carries a file.
    const carriers = rows.filter((_, n) => n % 50 === 1).map((row) => row.id);
    await kysely.transaction().execute(async (trx) => {
      for (let from = 0; from < carriers.length; from += BATCH) {
        const attachments = carriers.slice(from, from + BATCH).map((messageId) => ({
          id: randomUUID(),
          message_id: messageId,
          position: 0,
          filename: "receipt.pdf",
          content_type: "application/pdf",
          content_id: null,
          size_bytes: 100,
          blob_key: `sha256/00/00/${"0".repeat(64)}`,
        }));
        await trx.insertInto("mail_attachments").values(attachments).execute();
      }
    });
    // What autovacuum would do after such a load: the planner sees how many rows there are.
    await sql`analyze mail_messages`.execute(kysely);
    await sql`analyze mail_attachments`.execute(kysely);

    const newestFirst = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
      const [aAt, bAt] = [String(a.received_at), String(b.received_at)];
      if (aAt !== bAt) return aAt < bAt ? 1 : -1;
      return a.id < b.id ? 1 : -1;
    };
    const inbox = rows.filter((row) => row.folder === "inbox").sort(newestFirst);
    const path = `/api/mail/mailboxes/${mailbox.id}/messages`;
    const call = (query: string) => app.request(`${path}${query}`, { token: owner.user.token });

    const [first, firstMs] = await timed(async () => (await (await call("")).json()) as Page);
    expect(first.messages.map((m) => m.id)).toEqual(inbox.slice(0, 50).map((row) => row.id));
    const carrying = new Set(carriers);
    expect(first.messages.map((m) => m.has_attachments)).toEqual(inbox.slice(0, 50).map((row) => carrying.has(row.id)));
    expect(first.messages.some((m) => m.has_attachments)).toBe(true);
    expect(first.next_cursor).not.toBeNull();

    const middle = inbox[24_999];
    if (!middle) throw new Error("no middle message");
    const cursor = encodeCursor({ time: String(middle.received_at), id: middle.id });
    const [page, middleMs] = await timed(async () => (await (await call(`?cursor=${cursor}`)).json()) as Page);
    expect(page.messages.map((m) => m.id)).toEqual(inbox.slice(25_000, 25_050).map((row) => row.id));

    const [found, searchMs] = await timed(async () => (await (await call("?q=NEEDLE")).json()) as Page);
    expect(found.messages.map((m) => m.subject)).toEqual(["Order 12345"]);

    // Both databases read a page straight off mail_messages_by_folder, in its order: no sort of the folder.
    const query = messagePageQuery(kysely, {
      mailboxId: mailbox.id,
      folder: "inbox",
      cursor: { time: String(middle.received_at), id: middle.id },
      words: [],
    }).compile();
    const explain = dialect === "sqlite" ? "explain query plan " : "explain ";
    const plan = await kysely.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`${explain}${query.sql}`, [...query.parameters]),
    );
    const lines = plan.rows.map((row) => String(row.detail ?? row["QUERY PLAN"]));
    console.log(
      `${dialect}: ${ROWS} messages loaded in ${loadMs} ms; first page ${firstMs} ms, ` +
        `page 501 ${middleMs} ms, search of every text ${searchMs} ms\n  ${lines.join("\n  ")}`,
    );
    expect(lines.join("\n")).toMatch(/mail_messages_by_folder/);
    expect(lines.join("\n")).not.toMatch(/TEMP B-TREE|Sort/i);
  }, 300_000);
});
