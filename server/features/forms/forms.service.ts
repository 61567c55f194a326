// A site's forms as the inbox lists them (with their counts), and an admin's choice of who hears of each
// one's submissions: members by mail, and a webhook whose secret is shown once, when its first URL is set.
import { formMessages } from "@common/forms";
import type { FormSummary } from "@common/schemas/forms";
import type { AppDeps } from "../../app-deps";
import { membersAmong } from "../../auth/permissions";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import { isoTime, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { listDeliveries, type WebhookDelivery } from "../../webhooks/webhook-deliveries";
import { newWebhookSecret } from "../../webhooks/webhook-signature";
import { webhookUrlProblem } from "../../webhooks/webhook-url";
import { type FieldLabels, fieldLabelsOf } from "./field-labels";
import { ensureForm, type FormRow, findForm, memberIdsOf } from "./form-rows";

type Context = { db: Db; actor: Actor };

type Counts = { total: number; unread: number; spam: number; last: string | null };

/** Each form's counts, from one grouped read of the site's submissions. */
async function countsOf({ kysely: db }: Db, siteId: string): Promise<Map<string, Counts>> {
  const rows = await db
    .selectFrom("form_submissions")
    .select(["form_id", "is_spam", "is_read"])
    .select((eb) => [eb.fn.countAll().as("count"), eb.fn.max("created_at").as("last")])
    .where("site_id", "=", siteId)
    .groupBy(["form_id", "is_spam", "is_read"])
    .execute();
  const counts = new Map<string, Counts>();
  for (const row of rows) {
    const entry = counts.get(row.form_id) ?? { total: 0, unread: 0, spam: 0, last: null };
    const count = Number(row.count);
    if (row.is_spam) {
      entry.spam += count;
    } else {
      entry.total += count;
      if (!row.is_read) entry.unread += count;
      const last = isoTime(row.last as Date | string);
      if (entry.last === null || last > entry.last) entry.last = last;
    }
    counts.set(row.form_id, entry);
  }
  return counts;
}

function toSummary(form: FormRow, counts: Counts | undefined, labels: FieldLabels): FormSummary {
  return {
    name: form.name,
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    spam: counts?.spam ?? 0,
    last_submitted_at: counts?.last ?? null,
    notify: { member_ids: memberIdsOf(form), webhook_url: form.webhook_url },
    has_webhook_secret: form.webhook_secret !== null,
    labels: labels[form.name] ?? {},
  };
}

export async function listForms({ db, actor }: Context, siteId: string): Promise<FormSummary[]> {
  const site = await requireSiteAccess(db, actor, siteId);
  const forms = await db.kysely
    .selectFrom("forms")
    .selectAll()
    .where("site_id", "=", site.id)
    .orderBy("name")
    .execute();
  const counts = await countsOf(db, site.id);
  const labels = await fieldLabelsOf(db, site.live_deployment_id);
  return forms.map((form) => toSummary(form, counts.get(form.id), labels));
}

/** The ids kept in order without repeats, each a member of the organization; 400 for anyone else. */
async function requireMembers(db: Db, organizationId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const known = await membersAmong(db, organizationId, unique);
  if (unique.some((id) => !known.has(id))) throw new AppError("VALIDATION_FAILED", formMessages.notMember);
  return unique;
}

/**
 * Sets who is mailed and the webhook URL (null removes it), creating the form when new. The first URL
 * set gets a new secret, answered this once; the secret stays when the URL is removed, for the next one.
 */
export async function updateForm(
  { db, env, actor }: Context & Pick<AppDeps, "env">,
  siteId: string,
  formName: string,
  change: { member_ids?: string[]; webhook_url?: string | null },
): Promise<{ form: FormSummary; webhook_secret: string | null }> {
  const site = await requireSiteAccess(db, actor, siteId);
  const memberIds =
    change.member_ids === undefined ? undefined : await requireMembers(db, site.organization_id, change.member_ids);
  const url =
    change.webhook_url === undefined || change.webhook_url === null ? change.webhook_url : change.webhook_url.trim();
  if (url) {
    const problem = webhookUrlProblem(url, { allowPrivate: env.webhookAllowPrivate });
    if (problem) throw new AppError("VALIDATION_FAILED", problem);
  }
  const { form, secret } = await db.kysely.transaction().execute(async (trx) => {
    const form = await ensureForm(trx, db, site, formName);
    const secret = url && form.webhook_secret === null ? newWebhookSecret() : null;
    const changes = {
      ...(memberIds !== undefined && { member_ids: JSON.stringify(memberIds) }),
      ...(url !== undefined && { webhook_url: url || null }),
      ...(secret !== null && { webhook_secret: secret }),
      updated_at: nowIso(),
    };
    await trx.updateTable("forms").set(changes).where("id", "=", form.id).execute();
    return { form: { ...form, ...changes }, secret };
  });
  const counts = await countsOf(db, site.id);
  const labels = await fieldLabelsOf(db, site.live_deployment_id);
  return { form: toSummary(form, counts.get(form.id), labels), webhook_secret: secret };
}

/** The form's webhook deliveries, newest first. */
export async function formDeliveries(
  { db, actor }: Context,
  siteId: string,
  formName: string,
): Promise<WebhookDelivery[]> {
  const site = await requireSiteAccess(db, actor, siteId);
  const form = await findForm(db.kysely, site.id, formName);
  if (!form) throw new AppError("NOT_FOUND", formMessages.formNotFound);
  return listDeliveries(db, { kind: "form", id: form.id });
}
