// Business details: a form over a site's data/site.json (docs/product.md#business-details). Reading checks
// the file with the one details schema; saving writes only what the form changed, by hand-editing the
// file's text, as an ordinary new version of it.
import { mergeChanges } from "@common/merge-changes";
import { sampleTexts } from "@common/sample-texts";
import type { SiteFile } from "@common/schemas/files";
import { SITE_DATA_PATH } from "@common/schemas/site-data";
import { type SaveSiteDetailsInput, SITE_DETAILS_MESSAGES, type SiteDetails } from "@common/schemas/site-details";
import { siteDetailsDataSchema } from "@common/schemas/site-details-data";
import type { TemplateFields } from "@common/schemas/template-fields";
import type { ZodError } from "zod";
import type { Actor } from "../../auth/session";
import { requireSiteAccess, type SiteRow } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import { isUniqueViolation, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { createFile } from "../../sources/files.service";
import { rewriteJsonSource } from "../../sources/json-source";
import { updateContent } from "../../sources/versions.service";
import { type SiteTemplate, siteTemplates } from "../templates/template-registry";
import { detailsCommitMessage } from "./commit-message";
import { findDataFile, parseDataFile } from "./data-file";

export type DetailsContext = { db: Db; actor: Actor; siteId: string };

const NO_FIELDS: TemplateFields = { fields: [], service_fields: [] };

function templateOf(site: SiteRow): SiteTemplate | undefined {
  return site.template_id ? siteTemplates().get(site.template_id) : undefined;
}

function declaredOf(template: SiteTemplate | undefined): TemplateFields {
  return template ? { fields: template.fields, service_fields: template.service_fields } : NO_FIELDS;
}

function issuesOf(error: ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

function conflictWith(file: SiteFile | null): AppError {
  return new AppError("CONFLICT", SITE_DETAILS_MESSAGES.conflict, { current_version: file?.current_version ?? null });
}

/** The details as the form shows them; a site without data/site.json shows its name and empty fields. */
function detailsOf(site: SiteRow, file: SiteFile | null): SiteDetails {
  const template = templateOf(site);
  const declared = declaredOf(template);
  const raw = file ? parseDataFile(file.current_version?.content ?? "") : { name: site.name };
  const checked = siteDetailsDataSchema(declared).safeParse(raw);
  const showSamples = template && checked.success && site.sample_texts_kept_at === null;
  return {
    data: checked.success ? checked.data : raw,
    template: template ? { id: template.id, name: template.name } : null,
    fields: declared.fields,
    service_fields: declared.service_fields,
    file_id: file?.id ?? null,
    version_id: file?.current_version_id ?? null,
    samples: showSamples ? sampleTexts(template.data, checked.data, declared) : [],
    problems: checked.success ? [] : issuesOf(checked.error),
  };
}

export async function getSiteDetails({ db, actor, siteId }: DetailsContext): Promise<SiteDetails> {
  const site = await requireSiteAccess(db, actor, siteId);
  return detailsOf(site, await findDataFile(db, site.id));
}

/**
 * Checks the details with the site's details schema (400 naming each field) and saves what changed from the
 * file as it stands, keeping every other byte: a new version, or the file itself for a site without one.
 * A stale `base_version_id` answers 409 with the current version; nothing changed saves nothing.
 */
export async function saveSiteDetails(context: DetailsContext, input: SaveSiteDetailsInput): Promise<SiteDetails> {
  const { db, actor } = context;
  const site = await requireSiteAccess(db, actor, context.siteId);
  const file = await findDataFile(db, site.id);
  if (input.base_version_id !== undefined && input.base_version_id !== (file?.current_version_id ?? null)) {
    throw conflictWith(file);
  }
  const declared = declaredOf(templateOf(site));
  const schema = siteDetailsDataSchema(declared);
  const checked = schema.safeParse(input.data);
  if (!checked.success) {
    const [first] = checked.error.issues;
    const message = first ? `${first.message} (${first.path.join(".")})` : "The details are not valid";
    throw new AppError("VALIDATION_FAILED", message, { issues: issuesOf(checked.error) });
  }
  const content = file === null ? null : (file.current_version?.content ?? "");
  const raw = content === null ? {} : parseDataFile(content);
  const before = schema.safeParse(raw);
  const base = before.success ? before.data : raw;
  const next = mergeChanges(raw, base, checked.data);
  const commit_message = input.commit_message ?? detailsCommitMessage(base, checked.data, declared);
  const scope = { db, actor, siteId: site.id };
  await asDetailsConflict(scope, async () => {
    if (file === null || content === null) {
      const created = `${JSON.stringify(next, null, 2)}\n`;
      await createFile(scope, { full_path: SITE_DATA_PATH, is_directory: false, content: created, commit_message });
      return;
    }
    const text = rewriteJsonSource(content, next);
    if (text === content) return;
    const base_version_id = input.base_version_id ?? undefined;
    await updateContent(scope, file.id, { content: text, commit_message, base_version_id });
  });
  return getSiteDetails(context);
}

/** Someone saving (or making the file) in between answers the form's own 409, with the version now current. */
async function asDetailsConflict(scope: DetailsContext, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    const isConflict = (error instanceof AppError && error.code === "CONFLICT") || isUniqueViolation(error);
    if (isConflict) throw conflictWith(await findDataFile(scope.db, scope.siteId));
    throw error;
  }
}

/** "Keep these texts": the texts still equal to the template's examples are no longer pointed out. */
export async function keepSampleTexts({ db, actor, siteId }: DetailsContext) {
  const site = await requireSiteAccess(db, actor, siteId);
  const keptAt = nowIso();
  await db.kysely.updateTable("sites").set({ sample_texts_kept_at: keptAt }).where("id", "=", site.id).execute();
  return { sample_texts_kept_at: keptAt };
}
