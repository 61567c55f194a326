import { type CreateAliasInput, createAliasSchema } from "@common/schemas/mail";
import { splitEmails } from "@common/schemas/members";
import { z } from "zod";

const KINDS = ["alias", "forward", "catch_all"] as const;
export type AliasKind = (typeof KINDS)[number];

/** What the dialog holds for every kind; only the kind's own fields are sent. */
const fields = z.object({
  kind: z.enum(KINDS),
  local_part: z.string(),
  mailbox_ids: z.array(z.string()),
  addresses: z.string(),
});
type Fields = z.infer<typeof fields>;

function toInput(form: Fields): unknown {
  if (form.kind === "catch_all") return { kind: form.kind, mailbox_ids: form.mailbox_ids };
  if (form.kind === "alias") return { kind: form.kind, local_part: form.local_part, mailbox_ids: form.mailbox_ids };
  return { kind: form.kind, local_part: form.local_part, addresses: splitEmails(form.addresses) };
}

/**
 * The dialog's fields, checked by the API's own schema for the kind chosen, its refusals put under the
 * field they are about in words of our own where the schema's are generic.
 */
export const aliasFormSchema = fields.transform((form, ctx): CreateAliasInput => {
  const checked = createAliasSchema.safeParse(toInput(form));
  if (checked.success) return checked.data;
  const told = new Set<string>();
  for (const issue of checked.error.issues) {
    const [field, index] = issue.path;
    const path = aliasFieldOf(String(field));
    // One message a field: the first, as a field shows one.
    if (told.has(path)) continue;
    told.add(path);
    let message = issue.message;
    if (path === "mailbox_ids") message = "Choose at least one mailbox";
    if (path === "addresses") {
      const address = typeof index === "number" ? splitEmails(form.addresses)[index] : undefined;
      message = address ? `${address} is not a valid email address` : "Enter at least one address";
    }
    ctx.addIssue({ code: "custom", path: [path], message });
  }
  return z.NEVER;
});

export type AliasFormValues = z.input<typeof aliasFormSchema>;

export const ALIAS_FORM_DEFAULTS: AliasFormValues = { kind: "alias", local_part: "", mailbox_ids: [], addresses: "" };

/** The form field a refusal's issue names. */
export function aliasFieldOf(path: string): keyof AliasFormValues {
  if (path.startsWith("addresses")) return "addresses";
  if (path.startsWith("mailbox_ids")) return "mailbox_ids";
  return "local_part";
}
