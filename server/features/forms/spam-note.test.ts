import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_QUEUE } from "../../mail/mail-queue";
import { addMember } from "../../test/api";
import { type TestDatabase, testDialects } from "../../test/databases";
import { postForm } from "../../test/forms";
import { outbox } from "../../test/outbox";
import { movableClock, takeSentJobs } from "../../test/posts";
import { ownerWithSite } from "../../test/publishing";
import { migratedDatabase, startTestApp, type TestApp } from "../../test/test-app";
import { SPAM_NOTE_MAIL_QUEUE, SPAM_NOTE_QUEUE, utcDay } from "./spam-note";

const DAY = 86_400_000;
const person = (name: string) => ({ name, phone: "082 555 0100", _gotcha: "", _t: String(Date.now() - 20_000) });
const bot = (name: string) => ({ name, phone: "0", _gotcha: "http://bot.example", _t: String(Date.now()) });

for (const dialect of testDialects()) {
  describe(`the daily spam note [${dialect}]`, () => {
    const clock = movableClock();
    let database: TestDatabase;
    let app: TestApp;
    let owner: Awaited<ReturnType<typeof ownerWithSite>>;
    const today = utcDay(Date.now());

    beforeAll(async () => {
      database = await migratedDatabase(dialect);
      app = await startTestApp(database, {}, { clock });
      owner = await ownerWithSite(app, "Glow Hair Studio");
      await owner.publish();
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    /** Runs the note of `day` as its job would, and answers the notes it mailed. */
    async function runNote(day: string) {
      const before = outbox(app).length;
      await app.deps.jobs.send(SPAM_NOTE_QUEUE, { day });
      await app.deps.jobs.drain({ queues: [SPAM_NOTE_QUEUE, SPAM_NOTE_MAIL_QUEUE, MAIL_QUEUE] });
      return outbox(app)
        .slice(before)
        .filter((mail) => mail.headers.get("subject")?.includes("to Spam"));
    }

    it("tells the form's members the morning after how many posts went to Spam, once, with a link to Spam", async () => {
      const editor = await addMember(app, owner.user, owner.organization.id, "editor");
      const quiet = await ownerWithSite(app, "Quiet Barber");
      await quiet.publish();
      for (const fields of [bot("Spammy One"), bot("Spammy Two"), person("Thandi")]) {
        expect((await postForm(app, owner.site.slug, "booking", fields, { json: true })).status).toBe(201);
      }
      expect((await postForm(app, quiet.site.slug, "contact", person("Sipho"), { json: true })).status).toBe(201);
      // The editor hears of the form too: both are told, each once.
      const chosen = await owner.api.call("PATCH", `/api/sites/${owner.site.id}/forms/booking`, {
        member_ids: [owner.user.id, editor.id],
      });
      expect(chosen.status).toBe(200);

      clock.advance(DAY);
      const notes = await runNote(today);
      expect(notes.map((mail) => mail.headers.get("to")).sort()).toEqual([owner.user.email, editor.email].sort());
      for (const note of notes) {
        expect(note.headers.get("subject")).toBe("2 messages went to Spam on Glow Hair Studio yesterday");
        expect(note.text).toContain("have a look in case one is real");
        expect(note.text).toContain(`${app.env.appOrigin}/admin/submissions/${owner.site.id}?folder=spam`);
      }
      // The day's job running again (a restart, a retry) tells nobody twice.
      expect(await runNote(today)).toEqual([]);
    });

    it("sends nothing for a day without spam", async () => {
      expect(await runNote(utcDay(Date.now() - DAY))).toEqual([]);
      expect(await runNote(utcDay(Date.now() - 3 * DAY))).toEqual([]);
    });

    it("each day's job asks for the next day's, and a start asks for yesterday's until it has gone out", async () => {
      await takeSentJobs(app, SPAM_NOTE_QUEUE);
      await runNote(today);
      expect(await takeSentJobs(app, SPAM_NOTE_QUEUE)).toContainEqual({ day: utcDay(Date.now() + DAY) });

      const early = movableClock();
      early.set(new Date(`${today}T03:00:00.000Z`));
      const second = await startTestApp(database, {}, { clock: early });
      try {
        expect(await takeSentJobs(second, SPAM_NOTE_QUEUE)).toEqual([{ day: utcDay(Date.now() - DAY) }]);
      } finally {
        await second.close();
      }
    });
  });
}
