// The daily spam note (docs/product.md#daily-spam-note): the morning after a day on which posts went to
// Spam, each member who hears of a site's forms gets one mail saying how many, with a link to the Spam
// folder, so a person the spam guard misjudged is never lost without anyone being told. A day's job finds
// the sites, queues one mail per member and asks for the next day's job; `form_spam_notes` keeps each
// (site, day, member) told, so a day is told once however often its job runs.
import type { AppDeps } from "../../app-deps";
import { dbBool, nowIso } from "../../db/values";
import { spamNoteMail } from "../../mail/templates";
import { memberEmail, memberIdsOf } from "./form-rows";

export const SPAM_NOTE_QUEUE = "form-spam-note";
export const SPAM_NOTE_MAIL_QUEUE = "form-spam-note-mail";

/** The hour (UTC) of the next day at which a day's note goes out. */
const SEND_HOUR_UTC = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = Pick<AppDeps, "db" | "jobs" | "env" | "mailer" | "clock">;
type DayJob = { day: string };
type MailJob = { siteId: string; day: string; userId: string };

/** `2025-03-14`, the UTC day of a time. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function dayStart(day: string, plusDays = 0): number {
  return Date.parse(`${day}T00:00:00.000Z`) + plusDays * DAY_MS;
}

/** Registers the day's job and its mails; boot calls it before the job runner starts. */
export async function registerSpamNoteJobs(deps: Deps): Promise<void> {
  await deps.jobs.work<DayJob>(SPAM_NOTE_QUEUE, async ({ day }) => {
    await queueSpamNotes(deps, day);
    await scheduleDay(deps, utcDay(dayStart(day, 1)));
  });
  await deps.jobs.work<MailJob>(SPAM_NOTE_MAIL_QUEUE, (job) => mailSpamNote(deps, job), {
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryBackoff: true,
  });
}

/** Asks for the note of `day`, due at SEND_HOUR_UTC the day after, keyed by the day. */
async function scheduleDay(deps: Deps, day: string): Promise<void> {
  const due = dayStart(day, 1) + SEND_HOUR_UTC * 60 * 60 * 1000;
  const seconds = Math.max(0, Math.ceil((due - deps.clock.now().getTime()) / 1000));
  await deps.jobs.send<DayJob>(
    SPAM_NOTE_QUEUE,
    { day },
    { singletonKey: `${SPAM_NOTE_QUEUE}:${day}`, startAfterSeconds: seconds, retryLimit: 3, retryDelaySeconds: 300 },
  );
}

/** Makes sure the next note is waiting: yesterday's until it has gone out this morning, then today's. */
export async function scheduleSpamNote(deps: Deps): Promise<void> {
  const now = deps.clock.now().getTime();
  const yesterday = utcDay(now - DAY_MS);
  const isYesterdayDue = now < dayStart(yesterday, 1) + SEND_HOUR_UTC * 60 * 60 * 1000;
  await scheduleDay(deps, isYesterdayDue ? yesterday : utcDay(now));
}

/** The site's forms with posts of `day` still in Spam, each with how many. */
function spamOfDay(deps: Deps, day: string, siteId?: string) {
  const { kysely: db, dialect } = deps.db;
  return db
    .selectFrom("form_submissions")
    .innerJoin("forms", "forms.id", "form_submissions.form_id")
    .select(["form_submissions.site_id", "forms.member_ids"])
    .select((eb) => eb.fn.countAll().as("count"))
    .where("form_submissions.is_spam", "=", dbBool(dialect, true))
    .where("form_submissions.created_at", ">=", new Date(dayStart(day)).toISOString())
    .where("form_submissions.created_at", "<", new Date(dayStart(day, 1)).toISOString())
    .$if(siteId !== undefined, (qb) => qb.where("form_submissions.site_id", "=", siteId as string))
    .groupBy(["form_submissions.site_id", "forms.id", "forms.member_ids"])
    .execute();
}

/** Queues a mail for each member who hears of a form that had spam on `day`, one per site. */
export async function queueSpamNotes(deps: Deps, day: string): Promise<void> {
  const recipients = new Map<string, Set<string>>();
  for (const row of await spamOfDay(deps, day)) {
    const users = recipients.get(row.site_id) ?? new Set<string>();
    for (const userId of memberIdsOf(row)) users.add(userId);
    recipients.set(row.site_id, users);
  }
  for (const [siteId, users] of recipients) {
    for (const userId of users) {
      await deps.jobs.send<MailJob>(
        SPAM_NOTE_MAIL_QUEUE,
        { siteId, day, userId },
        { singletonKey: `${siteId}:${day}:${userId}` },
      );
    }
  }
}

/** "yesterday", or "on Friday 14 March" when the note goes out later than the morning after. */
function whenOf(day: string, now: Date): string {
  if (utcDay(now.getTime() - DAY_MS) === day) return "yesterday";
  const date = new Date(dayStart(day));
  return `on ${date.toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" })}`;
}

/**
 * One member's note: counted when it goes (what was restored meanwhile no longer counts), only for the
 * forms they hear of, and only while they are a member. The (site, day, member) row is written before the
 * mail goes and removed when it fails, so a retry sends it and nothing sends it twice.
 */
async function mailSpamNote(deps: Deps, { siteId, day, userId }: MailJob): Promise<void> {
  const db = deps.db.kysely;
  const site = await db
    .selectFrom("sites")
    .select(["id", "name", "organization_id"])
    .where("id", "=", siteId)
    .executeTakeFirst();
  if (!site) return;
  const to = await memberEmail(db, site.organization_id, userId);
  if (!to) return;
  const rows = await spamOfDay(deps, day, siteId);
  const count = rows
    .filter((row) => memberIdsOf(row).includes(userId))
    .reduce((sum, row) => sum + Number(row.count), 0);
  if (count === 0) return;
  const claimed = await db
    .insertInto("form_spam_notes")
    .values({ site_id: siteId, day, user_id: userId, created_at: nowIso() })
    .onConflict((conflict) => conflict.columns(["site_id", "day", "user_id"]).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
  const url = `${deps.env.appOrigin}/admin/submissions/${siteId}?folder=spam`;
  try {
    const mail = spamNoteMail({
      to,
      siteName: site.name,
      count,
      when: whenOf(day, deps.clock.now()),
      url,
    });
    await deps.mailer.send({ ...mail, organizationId: site.organization_id });
  } catch (error) {
    await db
      .deleteFrom("form_spam_notes")
      .where("site_id", "=", siteId)
      .where("day", "=", day)
      .where("user_id", "=", userId)
      .execute();
    throw error;
  }
}
