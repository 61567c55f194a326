// The site templates: folders under templates/ at the repository's root (copied beside the server's bundle
// by the build), each a template.json, the site's files under files/ and screenshots under thumbnails/
// (docs/product.md#templates). Read once and checked whole: a template that does not parse stops the start.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_DATA_PATH, type SiteData } from "@common/schemas/site-data";
import { siteDetailsDataSchema } from "@common/schemas/site-details-data";
import { COMMON_SERVICE_KEYS, COMMON_SITE_KEYS, type TemplateFields } from "@common/schemas/template-fields";
import { TEMPLATE_ID, type TemplateManifest, templateManifestSchema } from "@common/schemas/templates";
import type { ZodType } from "zod";
import type { SourceFile } from "../../builder/builder";
import type { SitePost } from "../../builder/content-module";
import { samplePostsSchema } from "./sample-posts";

export const THUMBNAIL_FILES = ["desktop.png", "phone.png"] as const;
export type ThumbnailFile = (typeof THUMBNAIL_FILES)[number];

export type SiteTemplate = TemplateManifest & {
  id: string;
  /** The new site's files, `data/site.json` among them. */
  files: SourceFile[];
  /** Its sample business, as `data/site.json` holds it: checked, and with any fields of the template's own. */
  data: SiteData & Record<string, unknown>;
  /** Posts its preview shows on the blog (`posts.json`, optional); a new site starts with none. */
  samplePosts: SitePost[];
  /** The screenshots there are, with a short hash of their bytes (their URLs' version). */
  thumbnails: Map<ThumbnailFile, { bytes: Buffer; version: string }>;
};

/** templates/ beside the server's bundle (dist/server/templates, copied by the build) or at the source tree's root. */
export function templatesFolder(): string {
  const candidates = [new URL("./templates/", import.meta.url), new URL("../../../templates/", import.meta.url)];
  const found = candidates.map((url) => fileURLToPath(url)).find((path) => existsSync(path));
  if (!found) throw new Error("No templates/ folder beside the server's code");
  return found;
}

function parsed<T>(schema: ZodType<T>, text: string, where: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not JSON: ${(error as Error).message}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(top)"}: ${issue.message}`);
    throw new Error(`${where} is not valid: ${problems.join("; ")}`);
  }
  return result.data;
}

function filesUnder(root: string, folder = root): SourceFile[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry): SourceFile[] => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return filesUnder(root, path);
      return [{ path: relative(root, path).split(sep).join("/"), content: readFileSync(path, "utf8") }];
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The sample business has exactly the fields the template declares: each declared field is there (a
 * misspelt key would leave the form editing nothing), and each field of its own is declared (else the
 * Business details form could not show it).
 */
function checkDeclared(declared: TemplateFields, data: Record<string, unknown>, where: string) {
  const ownKeys = declared.fields.map((field) => field.key);
  const serviceKeys = [...COMMON_SERVICE_KEYS, ...declared.service_fields.map((field) => field.key)];
  const missing = ownKeys.filter((key) => !Object.hasOwn(data, key));
  const undeclared = Object.keys(data).filter((key) => !COMMON_SITE_KEYS.includes(key) && !ownKeys.includes(key));
  const services = (data.copy as { services?: Record<string, unknown>[] } | undefined)?.services ?? [];
  const serviceMissing = declared.service_fields.filter((field) => !services.some((item) => field.key in item));
  const serviceUndeclared = new Set(
    services.flatMap((item) => Object.keys(item)).filter((key) => !serviceKeys.includes(key)),
  );
  const problems = [
    ...missing.map((key) => `template.json declares "${key}", which the sample business has not`),
    ...undeclared.map((key) => `"${key}" is not declared in template.json's fields`),
    ...serviceMissing.map((field) => `template.json declares the services' "${field.key}", which no service has`),
    ...[...serviceUndeclared].map((key) => `the services' "${key}" is not declared in template.json's service_fields`),
  ];
  if (problems.length > 0) throw new Error(`${where}: ${problems.join("; ")}`);
}

/** One template folder, checked: its manifest, its site data, at least a home page. */
export function loadTemplate(root: string, id: string): SiteTemplate {
  const folder = join(root, id);
  if (!TEMPLATE_ID.test(id)) throw new Error(`templates/${id}: a template's folder is named in lowercase-with-hyphens`);
  const manifest = parsed(
    templateManifestSchema,
    readFileSync(join(folder, "template.json"), "utf8"),
    `templates/${id}/template.json`,
  );
  const files = filesUnder(join(folder, "files"));
  const dataFile = files.find((file) => file.path === SITE_DATA_PATH);
  if (!dataFile) throw new Error(`templates/${id}/files/${SITE_DATA_PATH} is missing`);
  const where = `templates/${id}/files/${SITE_DATA_PATH}`;
  parsed(siteDetailsDataSchema(manifest), dataFile.content, where);
  // Kept as written: a template may read fields of its own (the restaurant's menu sections).
  const data = JSON.parse(dataFile.content) as SiteData & Record<string, unknown>;
  checkDeclared(manifest, data, where);
  if (!files.some((file) => /^pages\/Index\.(jsx|tsx)$/.test(file.path))) {
    throw new Error(`templates/${id}/files/pages/Index.jsx is missing`);
  }
  const postsPath = join(folder, "posts.json");
  const samplePosts = existsSync(postsPath)
    ? parsed(samplePostsSchema, readFileSync(postsPath, "utf8"), `templates/${id}/posts.json`)
    : [];
  const thumbnails = new Map<ThumbnailFile, { bytes: Buffer; version: string }>();
  for (const name of THUMBNAIL_FILES) {
    const path = join(folder, "thumbnails", name);
    if (!existsSync(path)) continue;
    const bytes = readFileSync(path);
    thumbnails.set(name, { bytes, version: createHash("sha256").update(bytes).digest("hex").slice(0, 12) });
  }
  return { id, ...manifest, files, data, samplePosts, thumbnails };
}

/** Every template under `root`, by id in name order. */
export function loadTemplates(root = templatesFolder()): Map<string, SiteTemplate> {
  const ids = existsSync(root)
    ? readdirSync(root)
        .filter((name) => statSync(join(root, name)).isDirectory())
        .sort()
    : [];
  return new Map(ids.map((id) => [id, loadTemplate(root, id)]));
}

let loaded: Map<string, SiteTemplate> | undefined;

/** The templates, read on first use and kept. */
export function siteTemplates(): Map<string, SiteTemplate> {
  loaded ??= loadTemplates();
  return loaded;
}
