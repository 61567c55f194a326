import { type AiCopyEvent, type aiCopyRequestSchema, COPY_SECTIONS } from "@common/schemas/ai-copy";
import { siteCopySchema } from "@common/schemas/site-data";
import { z } from "zod";
import type { AiService } from "../../env";
import { AiFailure, streamCompletion } from "./chat-completions";

type CopyRequest = z.output<typeof aiCopyRequestSchema>;

/**
 * Writes a site's copy (headline, intro, about, services) from the owner's description, as events:
 * progress while the service writes, then the copy checked against the site's copy schema, or the
 * reason there is none. Aborting `signal` stops the service's request.
 */
export async function* streamAiCopy(service: AiService, input: CopyRequest, signal: AbortSignal) {
  let text = "";
  try {
    const chunks = streamCompletion(
      service,
      { messages: copyPrompt(input), schemaName: "site_copy", schema: COPY_JSON_SCHEMA },
      signal,
    );
    for await (const chunk of chunks) {
      text += chunk;
      yield { type: "progress", characters: text.length, sections: sectionsBegun(text) } satisfies AiCopyEvent;
    }
    yield { type: "copy", copy: parseCopy(text) } satisfies AiCopyEvent;
  } catch (error) {
    if (!(error instanceof AiFailure)) throw error;
    yield { type: "error", reason: error.reason, message: error.message } satisfies AiCopyEvent;
  }
}

function copyPrompt({ description, name, category }: CopyRequest) {
  return [
    {
      role: "system" as const,
      content: [
        "You write the text of a small business's website: warm, plain, specific, no invented awards or claims.",
        "Answer with JSON only: headline (under 80 characters), intro (one or two sentences), about (two or three",
        "short paragraphs separated by blank lines) and services (three to six, each with a name, a one-sentence",
        "description and a price as the business would write it, or an empty string when unknown).",
        "Use the business's own language; prices in the currency its description suggests.",
      ].join(" "),
    },
    {
      role: "user" as const,
      content: `Business name: ${name}\nKind of business: ${category || "not given"}\nDescription: ${description}`,
    },
  ];
}

/**
 * The copy's JSON schema as strict structured output takes it: every field required, no defaults, and
 * no length limits (not every service accepts them; the answer is checked against the zod schema).
 */
const COPY_JSON_SCHEMA = strictSchema(z.toJSONSchema(siteCopySchema, { io: "output" }));

function strictSchema(node: unknown): object {
  if (Array.isArray(node)) return node.map(strictSchema);
  if (typeof node !== "object" || node === null) return node as object;
  const dropped = new Set(["$schema", "default", "minLength", "maxLength", "maxItems"]);
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !dropped.has(key))
      .map(([key, value]) => [key, typeof value === "object" ? strictSchema(value) : value]),
  );
}

/** Which sections' keys have appeared in the JSON so far. */
function sectionsBegun(text: string): string[] {
  return COPY_SECTIONS.filter((section) => text.includes(`"${section}"`));
}

function parseCopy(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AiFailure(
      "bad_json",
      text.trim()
        ? "The AI service's answer was not valid JSON (it may have been cut off)"
        : "The AI service sent an empty answer",
    );
  }
  const copy = siteCopySchema.safeParse(json);
  if (!copy.success) {
    const issue = copy.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new AiFailure("invalid_copy", `The AI service's copy does not fit a site: ${where}${issue?.message ?? ""}`);
  }
  return copy.data;
}
