import { z } from "zod";
import { siteCopySchema } from "./site-data";

/** What the creator sends to have the copy written: the business in its owner's words. */
export const aiCopyRequestSchema = z.object({
  description: z
    .string()
    .trim()
    .min(20, "Describe the business in a sentence or more (at least 20 characters)")
    .max(2000, "Keep the description under 2000 characters"),
  name: z.string().trim().min(1, "Give the business a name").max(80, "The business name must be at most 80 characters"),
  category: z.string().trim().max(40, "The category must be at most 40 characters").default(""),
});

export type AiCopyRequest = z.input<typeof aiCopyRequestSchema>;

/** Why writing the copy failed, each with its own message; the site is still made from the template's copy. */
export const AI_COPY_FAILURES = [
  "timeout",
  "refused",
  "bad_json",
  "invalid_copy",
  "upstream_error",
  "unreachable",
] as const;

/**
 * One event of the answer's stream (a server-sent event's `data:` JSON): progress as the service writes, then
 * either the copy, checked against the site's copy schema, or the reason there is none.
 */
export const aiCopyEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("progress"),
    /** Characters of the copy received so far. */
    characters: z.number().int().min(0),
    /** Which of headline, intro, about and services have begun to arrive. */
    sections: z.array(z.string()),
  }),
  z.object({ type: z.literal("copy"), copy: siteCopySchema }),
  z.object({ type: z.literal("error"), reason: z.enum(AI_COPY_FAILURES), message: z.string() }),
]);

export type AiCopyEvent = z.infer<typeof aiCopyEventSchema>;

/** The copy's sections, in the order the service is asked to write them. */
export const COPY_SECTIONS = ["headline", "intro", "about", "services"] as const;
