import { z } from "zod";
import { SITE_DATA_PATH } from "./site-data";
import { templateFieldSchema, templateSimpleFieldSchema } from "./template-fields";

/** A text still the template's example (common/sample-texts.ts): which, what the form calls it, and where. */
export const sampleTextSchema = z.object({
  /** Which text: "copy.headline" (with the introduction), "copy.services", "contact.hours", "contact.phone". */
  key: z.string(),
  label: z.string(),
  /** Its first field still the example, dotted, list positions counted from 0: "copy.services.3.price". */
  path: z.string(),
  /** All its fields still the example. */
  paths: z.array(z.string()),
});

/** A site's business details as the form shows them (docs/product.md#business-details). */
export const siteDetailsSchema = z.object({
  /** data/site.json as the details schema reads it (defaults filled in), or as it stands when that fails. */
  data: z.record(z.string(), z.unknown()),
  /** The template the site was made from; null for a blank or imported site. */
  template: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The fields of its own the template's pages read, and the further fields of each service. */
  fields: z.array(templateFieldSchema),
  service_fields: z.array(templateSimpleFieldSchema),
  /** data/site.json and its current version; null while the site has no such file (saving makes it). */
  file_id: z.string().nullable(),
  version_id: z.string().nullable(),
  /** Texts still equal to the template's examples, unless someone chose to keep them. */
  samples: z.array(sampleTextSchema),
  /** What the details schema finds wrong with the file as it stands (a developer's edit), by field path. */
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
});

export const saveSiteDetailsSchema = z.object({
  /** Every field of data/site.json the form knows; fields it leaves out keep their value in the file. */
  data: z.record(z.string(), z.unknown()),
  /**
   * The version the form started from: a file that moved on since answers 409 with its current version.
   * null: the site had no data/site.json (409 if it has one now). Absent: no check.
   */
  base_version_id: z.string().nullable().optional(),
  /** The history's message; absent: one naming what changed ("Business details: hours, 1 price"). */
  commit_message: z.string().trim().min(1).max(200).optional(),
});

export const keptSampleTextsSchema = z.object({ sample_texts_kept_at: z.string() });

export type SiteDetails = z.infer<typeof siteDetailsSchema>;
export type SaveSiteDetailsInput = z.infer<typeof saveSiteDetailsSchema>;
export type SampleText = z.infer<typeof sampleTextSchema>;

export const SITE_DETAILS_MESSAGES = {
  conflict: "Someone changed these details since you opened them",
  brokenFile: (line: number) => `${SITE_DATA_PATH} has a mistake on line ${line}: fix it in Code first`,
  notAnObject: `${SITE_DATA_PATH} must hold one object, between { and }: fix it in Code first`,
  notAFile: `${SITE_DATA_PATH} is a folder: rename it in Code first`,
} as const;
