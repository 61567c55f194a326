import { z } from "zod";

/** A form's name as sites write it in `data-form="contact"` or `<Form name="contact">`. */
export const formNameSchema = z
  .string()
  .min(1, "Name the form")
  .max(64, "A form name can be at most 64 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "A form name may hold letters, digits, - and _");

/** Who hears of a form's submissions. */
export const formNotifySchema = z.object({
  /** The members (user ids) mailed for each new submission, reply-to the visitor's email field. */
  member_ids: z.array(z.string()),
  /** Sent a signed JSON POST for each new submission; null when none. */
  webhook_url: z.string().nullable(),
});

/** A form of a site's inbox: created by its first submission, or by the admin naming it. */
export const formSummarySchema = z.object({
  name: z.string(),
  /** Submissions in the inbox (spam left out). */
  total: z.number().int(),
  unread: z.number().int(),
  spam: z.number().int(),
  last_submitted_at: z.string().nullable(),
  notify: formNotifySchema,
  /** Whether a webhook secret exists; the secret itself is shown once, when a URL is first set. */
  has_webhook_secret: z.boolean(),
  /** The label the published site's form gives each field, by field name; a field with none is left out. */
  labels: z.record(z.string(), z.string()),
});

export const formListSchema = z.object({ forms: z.array(formSummarySchema) });

export const updateFormSchema = z
  .object({
    member_ids: z.array(z.string()).max(100).optional(),
    webhook_url: z.string().max(2000).nullable().optional(),
  })
  .refine((body) => body.member_ids !== undefined || body.webhook_url !== undefined, "Nothing to change");

/** The form, and a new webhook secret when this change set the first URL (shown once). */
export const updatedFormSchema = z.object({ form: formSummarySchema, webhook_secret: z.string().nullable() });

/** A file a visitor attached: kept in the blob store, downloaded by members only. */
export const submissionFileSchema = z.object({
  id: z.string(),
  /** The field it came in: `attachment`. */
  field: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** Where a member downloads it (an attachment, never shown inline). */
  url: z.string(),
});

export const submissionSchema = z.object({
  id: z.string(),
  site_id: z.string(),
  form_name: z.string(),
  /** The text fields in the order the form sent them; a repeated name keeps its values joined by ", ". */
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  files: z.array(submissionFileSchema),
  /** The page the form was on (its path), as the browser said, or "". */
  page: z.string(),
  user_agent: z.string(),
  read: z.boolean(),
  spam: z.boolean(),
  /** Why the spam guard put it in Spam: the signs it saw, such as "honeypot" or "too fast + a link"; or null. */
  spam_reason: z.string().nullable(),
  created_at: z.string(),
});

export const submissionFolderSchema = z.enum(["inbox", "spam"]);

export const submissionListQuerySchema = z.object({
  form: formNameSchema.optional(),
  folder: submissionFolderSchema.default("inbox"),
  /** Words found in any field's value. */
  q: z.string().max(200).optional(),
  /** Only unread ones: `unread=1`. */
  unread: z.enum(["0", "1"]).optional(),
  /** From this day (YYYY-MM-DD, UTC), inclusive. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Write the date as YYYY-MM-DD")
    .optional(),
  /** Until this day (YYYY-MM-DD, UTC), inclusive. */
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Write the date as YYYY-MM-DD")
    .optional(),
  /** The `next_cursor` of the page before. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const submissionListSchema = z.object({
  submissions: z.array(submissionSchema),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  next_cursor: z.string().nullable(),
});

export const updateSubmissionSchema = z
  .object({ read: z.boolean().optional(), spam: z.boolean().optional() })
  .refine((body) => body.read !== undefined || body.spam !== undefined, "Nothing to change");

export const SUBMISSION_ACTIONS = ["read", "unread", "spam", "not_spam", "delete"] as const;

export const bulkSubmissionSchema = z.object({
  ids: z.array(z.string()).min(1, "Choose at least one submission").max(500, "At most 500 submissions at once"),
  action: z.enum(SUBMISSION_ACTIONS),
});

export type FormSummary = z.infer<typeof formSummarySchema>;
export type Submission = z.infer<typeof submissionSchema>;
export type SubmissionFile = z.infer<typeof submissionFileSchema>;
export type SubmissionAction = (typeof SUBMISSION_ACTIONS)[number];

/** One webhook delivery as an admin sees it (the body and secret stay in the database). */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  url: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number().int(),
  last_http_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
