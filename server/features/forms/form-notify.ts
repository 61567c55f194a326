// Who hears of a new submission (spam never notifies): each member the form names gets a mail, sent by a
// job (queued in the submission's own transaction) so that a slow mail server never holds up the
// visitor's answer, listing the fields by the labels the site's form gives them, with replies going to
// the visitor's address; and the form's webhook, if it has one, gets a signed `form.submitted` delivery
// (with the fields' names, which a program reads).
import { fieldLabel } from "@common/forms";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../app-deps";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { formSubmissionMail } from "../../mail/templates";
import { deliverWebhook } from "../../webhooks/deliver-webhook";
import { fieldLabelsOf } from "./field-labels";
import { type FormRow, memberEmail, memberIdsOf } from "./form-rows";

export const FORM_MAIL_QUEUE = "form-submission-mail";

type Deps = Pick<AppDeps, "db" | "jobs" | "env" | "mailer">;
type MailJob = { submissionId: string; userId: string };

export type NotifiedSite = { id: string; organization_id: string; name: string; slug: string };
export type NotifiedSubmission = {
  id: string;
  fields: { name: string; value: string }[];
  files: { field: string; name: string; mime: string; size: number }[];
  page: string;
  createdAt: string;
};

const EMAIL = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;

function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** The visitor's address: the field named email (or e-mail), else the first value that is an address. */
export function visitorEmail(fields: { name: string; value: string }[]): string | undefined {
  const named = fields.find((field) => /^e-?mail$/i.test(field.name.trim()) && isEmail(field.value.trim()));
  return (named ?? fields.find((field) => isEmail(field.value.trim())))?.value.trim();
}

/** The submission open in its site's inbox in the admin (the form chosen, so Back lists its others). */
export function submissionUrl(env: AppDeps["env"], siteId: string, formName: string, submissionId: string): string {
  const query = new URLSearchParams({ form: formName, submission: submissionId });
  return `${env.appOrigin}/admin/submissions/${siteId}?${query}`;
}

/** Registers the notification mails' queue; boot calls it before the job runner starts. */
export async function registerFormJobs(deps: Deps): Promise<void> {
  await deps.jobs.work<MailJob>(FORM_MAIL_QUEUE, (job) => mailSubmission(deps, job), {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
  });
}

/**
 * Queues the mails and the webhook of a submission in the transaction that stores it, so that the
 * submission is never kept without them. A webhook address the rules no longer allow (they tightened
 * since it was saved) costs its delivery, never the submission: that is logged.
 */
export async function notifyOfSubmission(
  deps: Deps,
  site: NotifiedSite,
  form: FormRow,
  submission: NotifiedSubmission,
  transaction: Kysely<Database>,
): Promise<void> {
  for (const userId of memberIdsOf(form)) {
    await deps.jobs.send<MailJob>(FORM_MAIL_QUEUE, { submissionId: submission.id, userId }, { transaction });
  }
  if (!form.webhook_url || !form.webhook_secret) return;
  const webhook = {
    organizationId: site.organization_id,
    owner: { kind: "form", id: form.id },
    url: form.webhook_url,
    secret: form.webhook_secret,
    event: "form.submitted",
    payload: {
      site: { id: site.id, name: site.name, slug: site.slug },
      form: form.name,
      submission_id: submission.id,
      fields: submission.fields,
      files: submission.files,
      page: submission.page,
      created_at: submission.createdAt,
    },
  };
  try {
    await deliverWebhook(deps, webhook, transaction);
  } catch (error) {
    // The address is judged before anything is written, so the transaction is still whole.
    if (!(error instanceof AppError)) throw error;
    console.error(`[forms] the webhook of submission ${submission.id} was not queued: ${error.message}`);
  }
}

/** One member's mail; nothing when the submission went (deleted, or moved to Spam) or the member left. */
async function mailSubmission(deps: Deps, { submissionId, userId }: MailJob): Promise<void> {
  const db = deps.db.kysely;
  const row = await db
    .selectFrom("form_submissions")
    .innerJoin("forms", "forms.id", "form_submissions.form_id")
    .innerJoin("sites", "sites.id", "form_submissions.site_id")
    .select([
      "form_submissions.fields",
      "form_submissions.page",
      "form_submissions.is_spam",
      "form_submissions.organization_id",
      "forms.name as form_name",
      "sites.id as site_id",
      "sites.name as site_name",
      "sites.live_deployment_id",
    ])
    .where("form_submissions.id", "=", submissionId)
    .executeTakeFirst();
  if (!row || row.is_spam) return;
  const to = await memberEmail(db, row.organization_id, userId);
  if (!to) return;
  const files = await db
    .selectFrom("form_files")
    .select("name")
    .where("submission_id", "=", submissionId)
    .orderBy("position")
    .execute();
  const fields = JSON.parse(row.fields) as { name: string; value: string }[];
  const labels = (await fieldLabelsOf(deps.db, row.live_deployment_id))[row.form_name];
  const mail = formSubmissionMail({
    to,
    siteName: row.site_name,
    formName: row.form_name,
    fields: fields.map((field) => ({ name: fieldLabel(field.name, labels), value: field.value })),
    files: files.map((file) => file.name),
    page: row.page,
    url: submissionUrl(deps.env, row.site_id, row.form_name, submissionId),
    replyTo: visitorEmail(fields),
  });
  await deps.mailer.send({ ...mail, organizationId: row.organization_id });
}
