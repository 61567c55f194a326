// A new site from a template (docs/product.md#templates): the template's files, its data/site.json with the
// business's own facts laid over the sample ones, and the site's WhatsApp number from them, all written in
// the transaction that creates the site.
import { DEFAULT_SITE_NAME } from "@common/constants";
import { layOver } from "@common/lay-over";
import { WHATSAPP_NUMBER_MESSAGE, whatsappNumberSchema } from "@common/schemas/analytics";
import { SITE_DATA_PATH, siteDataSchema } from "@common/schemas/site-data";
import type { CreateSiteInput, Site } from "@common/schemas/sites";
import { TEMPLATE_MESSAGES } from "@common/schemas/templates";
import { AppError } from "../../errors";
import { writeSourceFiles } from "../../sources/file-writes";
import { rewriteJsonSource } from "../../sources/json-source";
import { siteTemplates } from "../templates/template-registry";
import { type Context, createSiteWith, type SiteFiller } from "./sites.service";
import { starterFiles } from "./starter-files";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` with every string's `from` written as `to`: the sample copy names the business by its name. */
function renamed(value: unknown, from: string, to: string): unknown {
  if (typeof value === "string") return value.replaceAll(from, to);
  if (Array.isArray(value)) return value.map((item) => renamed(item, from, to));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, from, to)]));
}

/** `value` when siteDataSchema takes it; kept as given, so fields a template reads of its own stay. */
function checkedData(value: unknown): unknown {
  const result = siteDataSchema.safeParse(value);
  if (result.success) return value;
  const problems = result.error.issues.map((issue) => `site_data.${issue.path.join(".")}: ${issue.message}`);
  throw new AppError("VALIDATION_FAILED", problems.join("; "), { issues: result.error.issues });
}

/** The WhatsApp number (digits) the site's settings get from `site_data`, or null when it names none. */
function whatsappNumberOf(siteData: Record<string, unknown>): string | null {
  const contact = siteData.contact;
  const written = isPlainObject(contact) && typeof contact.whatsapp === "string" ? contact.whatsapp.trim() : "";
  if (written === "") return null;
  const result = whatsappNumberSchema.safeParse(written);
  if (!result.success)
    throw new AppError("VALIDATION_FAILED", `site_data.contact.whatsapp: ${WHATSAPP_NUMBER_MESSAGE}`);
  return result.data;
}

/** The new site's name and what fills it: the starter files, or a template with the business's facts. */
export function newSiteFrom(input: CreateSiteInput): { name: string; fill: SiteFiller } {
  const siteData = input.site_data;
  const givenName = typeof siteData?.name === "string" && siteData.name.trim() !== "" ? siteData.name.trim() : null;
  const name = input.name ?? givenName ?? DEFAULT_SITE_NAME;
  if (input.template_id === undefined) {
    if (siteData) throw new AppError("VALIDATION_FAILED", "site_data fills a template: send a template_id with it");
    return { name, fill: writeSourceFiles(starterFiles(name)) };
  }
  const template = siteTemplates().get(input.template_id);
  if (!template) throw new AppError("BAD_REQUEST", TEMPLATE_MESSAGES.unknown(input.template_id));
  const businessName = givenName ?? input.name ?? template.data.name;
  const sample = renamed(template.data, template.data.name, businessName);
  const data = checkedData(layOver(sample, siteData ?? {}));
  const whatsapp = siteData ? whatsappNumberOf(siteData) : null;
  // Written in the template's own layout (one line per service…), so later edits show as small changes.
  const files = template.files.map((file) =>
    file.path === SITE_DATA_PATH ? { ...file, content: rewriteJsonSource(file.content, data) } : file,
  );
  const writeFiles = writeSourceFiles(files);
  return {
    name,
    fill: async (trx, site) => {
      await writeFiles(trx, site);
      await trx
        .updateTable("sites")
        .set({ template_id: template.id, ...(whatsapp && { whatsapp_number: whatsapp }) })
        .where("id", "=", site.siteId)
        .execute();
    },
  };
}

/**
 * A new site in the active organization, from a template with the business's facts or else the starter
 * files; 403 past the organization's limit.
 */
export async function createSite(context: Context, input: CreateSiteInput): Promise<Site> {
  const { name, fill } = newSiteFrom(input);
  return createSiteWith(context, name, fill);
}
