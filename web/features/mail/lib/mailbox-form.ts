import { createMailboxSchema, DEFAULT_QUOTA_BYTES, type Mailbox } from "@common/schemas/mail";
import { z } from "zod";
import { GB, quotaGbText } from "./mail-words";

const { local_part, display_name, quota_bytes } = createMailboxSchema.shape;

/** The quota as typed, in GB ("5", "0.5", "2,5"), checked in bytes by the API's own rule. */
const quotaGb = z
  .string()
  .trim()
  .regex(/^\d+([.,]\d+)?$/, "Enter the size in GB, such as 5")
  .transform((text) => Math.round(Number(text.replace(",", ".")) * GB))
  .pipe(quota_bytes.unwrap());

/** A new mailbox's fields, or a mailbox's changes (its address stays as it is). */
export function mailboxFormSchema(isNew: boolean) {
  return z.object({
    local_part: isNew ? local_part : z.string(),
    display_name,
    member_ids: z.array(z.string()),
    quota_gb: quotaGb,
  });
}

export type MailboxFormValues = z.input<ReturnType<typeof mailboxFormSchema>>;

export function mailboxFormDefaults(mailbox: Mailbox | null): MailboxFormValues {
  return {
    local_part: mailbox?.local_part ?? "",
    display_name: mailbox?.display_name ?? "",
    member_ids: mailbox?.member_ids ?? [],
    quota_gb: quotaGbText(mailbox?.quota_bytes ?? DEFAULT_QUOTA_BYTES),
  };
}

/** The form field a refusal's issue names ("quota_bytes" is typed in "quota_gb"). */
export function mailboxFieldOf(path: string): keyof MailboxFormValues | undefined {
  if (path === "quota_bytes") return "quota_gb";
  if (path === "local_part" || path === "display_name" || path === "member_ids") return path;
  return undefined;
}
