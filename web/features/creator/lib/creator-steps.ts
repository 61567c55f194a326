import { emailSchema } from "@common/schemas/auth";
import { openingHoursSchema, siteCopySchema, siteDataSchema } from "@common/schemas/site-data";
import { z } from "zod";
import { type CreatorExample, changedCopy, type ExampleCopy, shownHours } from "./example-texts";

/** The wizard's steps, in order; each may go back without losing what was typed. */
export const CREATOR_STEPS = [
  { id: "template", label: "Template" },
  { id: "business", label: "Business" },
  { id: "look", label: "Colours and logo" },
  { id: "contact", label: "Contact" },
  { id: "copy", label: "Words" },
  { id: "review", label: "Review" },
] as const;

export type CreatorStepId = (typeof CREATOR_STEPS)[number]["id"];

/** Everything typed so far, kept for the whole wizard and across a reload. */
export type CreatorDraft = {
  step: CreatorStepId;
  templateId: string;
  name: string;
  category: string;
  tagline: string;
  primary: string;
  accent: string;
  /** A small picture as a data: address, uploaded to the new site's media library on Create. */
  logo: { name: string; dataUrl: string } | null;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  /** The person's lines of opening hours; null: the template's, shown as its example until changed. */
  hours: { days: string; hours: string }[] | null;
  description: string;
  /** The AI's copy once written; null: the template's own, or what is in `words`. */
  copy: z.infer<typeof siteCopySchema> | null;
  /** The words typed over the template's examples; a text left out is still the example. */
  words: Partial<ExampleCopy>;
  /** The texts (by their key in common/sample-texts.ts) kept as is on purpose; another template clears them. */
  keptExamples: string[];
  /** An agency building for a client: a claim link is made with the site (and mailed when an address is given). */
  forClient: boolean;
  clientEmail: string;
};

export const EMPTY_DRAFT: CreatorDraft = {
  step: "template",
  templateId: "",
  name: "",
  category: "",
  tagline: "",
  primary: "#0f766e",
  accent: "#f59e0b",
  logo: null,
  phone: "",
  whatsapp: "",
  email: "",
  address: "",
  hours: null,
  description: "",
  copy: null,
  words: {},
  keptExamples: [],
  forClient: false,
  clientEmail: "",
};

const businessSchema = siteDataSchema.pick({ name: true, category: true, tagline: true });
const contactSchema = siteDataSchema.shape.contact.unwrap().extend({ hours: z.array(openingHoursSchema).max(14) });
const reviewSchema = z.object({ clientEmail: z.union([z.literal(""), emailSchema]) });
const wordsSchema = z.object({ words: siteCopySchema.partial() });

type Checked = { success: true } | { success: false; error: z.ZodError };

/** Each step's check of the draft, with the same schemas as the site's data. */
const STEP_CHECKS: Record<CreatorStepId, (draft: CreatorDraft) => Checked> = {
  template: (draft) => z.object({ templateId: z.string().min(1, "Choose a template to start from") }).safeParse(draft),
  business: (draft) => businessSchema.safeParse(draft),
  look: (draft) => siteDataSchema.shape.colours.safeParse({ primary: draft.primary, accent: draft.accent }),
  // The template's own hours (null) passed its checks when the server started.
  contact: (draft) => contactSchema.safeParse({ ...draft, hours: draft.hours ?? [] }),
  copy: (draft) => wordsSchema.safeParse(draft),
  review: (draft) =>
    draft.forClient ? reviewSchema.safeParse({ clientEmail: draft.clientEmail.trim() }) : { success: true },
};

/** The problems of a step's fields, by field ("name", "words.services.0.name"). */
export function stepErrors(draft: CreatorDraft, step: CreatorStepId): Record<string, string> {
  const result = STEP_CHECKS[step](draft);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]).reverse());
}

/**
 * The site's data/site.json fields the new site starts with: the AI's copy, else the texts the person
 * changed (`example` is the template's words, to tell them apart); the template's own for the rest.
 */
export function siteDataOf(draft: CreatorDraft, example: CreatorExample | null) {
  const copy = draft.copy ?? (example ? changedCopy(draft, example.copy) : {});
  return {
    name: draft.name.trim(),
    category: draft.category.trim(),
    tagline: draft.tagline.trim(),
    colours: { primary: draft.primary, accent: draft.accent },
    contact: {
      phone: draft.phone.trim(),
      whatsapp: draft.whatsapp.trim(),
      email: draft.email.trim(),
      address: draft.address.trim(),
      // Without the template's example loaded yet, its hours stay (the server keeps what is not sent).
      ...((draft.hours || example) && {
        hours: shownHours(draft, example).filter((line) => line.days.trim() || line.hours.trim()),
      }),
    },
    ...(Object.keys(copy).length > 0 && { copy }),
  };
}
