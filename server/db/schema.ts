import type { ColumnType } from "kysely";
import type * as Auth from "./schema-auth";
import type * as Billing from "./schema-billing";
import type * as Fediverse from "./schema-fediverse";
import type * as Mail from "./schema-mail";
import type * as SiteData from "./schema-site-data";

export type * from "./schema-auth";
export type * from "./schema-billing";
export type * from "./schema-site-data";

/** Dates come back as Date on PostgreSQL and as strings on SQLite; services normalise them. */
export type Timestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;

export type SiteTable = {
  id: string;
  organization_id: string;
  name: string;
  slug: string;
  live_deployment_id: string | null;
  published_at: Timestamp | null;
  /** When a publish last failed; null once a deployment has gone live since. */
  publish_failed_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The SEO defaults of published pages, as JSON (`SiteSeo`). */
  seo: ColumnType<string, string | undefined, string>;
  /** A password-protected site's password hash; null for a public site. */
  access_hash: string | null;
  /** Signs visitors' access cookies; a new password gets a new one. */
  access_version: string | null;
  /** Where `/_go/whatsapp` on the site's hosts leads (digits with a leading +); null: nowhere (404). */
  whatsapp_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the published site shows the "Made with Webcraft" badge. */
  show_badge: ColumnType<number, number | undefined, number>;
  /** The template the site was made from (templates/<id>); null for a blank or imported site. */
  template_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When someone chose to keep the texts still equal to the template's examples; null until then. */
  sample_texts_kept_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
};

/** The bytes of a media file or of one of its earlier versions: blob keys and what they hold. */
export type MediaBytes = {
  blob_key: string;
  mime: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  thumbnail_key: string | null;
  /** JSON: `{ width, height, key }[]`, the WebP copies narrowest first. */
  variants: ColumnType<string, string | undefined, string>;
  created_by: string | null;
  created_at: Timestamp;
};

/** A file of a site's media library, served at `/media/{path}` on the site's hosts. */
export type MediaFileTable = MediaBytes & {
  id: string;
  organization_id: string;
  site_id: string;
  path: string;
  alt: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
};

/** What a media file held before a replace. */
export type MediaVersionTable = MediaBytes & { id: string; media_id: string };

/** An upload being processed, counted against its organization's limit of uploads at once. */
export type MediaUploadSlotTable = { id: string; organization_id: string; started_at: Timestamp };

/** An address a site answered at before its slug changed; it redirects to the site until `expires_at`. */
export type SiteSlugRedirectTable = {
  slug: string;
  site_id: string;
  expires_at: Timestamp;
};

/** Password tries on a protected site from one address within the current window. */
export type SiteUnlockAttemptTable = {
  key: string;
  site_id: string;
  count: number;
  window_started_at: Timestamp;
};

export type SiteFileTable = {
  id: string;
  organization_id: string;
  site_id: string;
  full_path: string;
  file_type: string;
  is_directory: boolean | number;
  current_version_id: string | null;
  size_bytes: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_modified_by: string | null;
};

export type SiteFileVersionTable = {
  id: string;
  file_id: string;
  organization_id: string;
  content: string | null;
  version_number: number;
  commit_message: string;
  created_by: string | null;
  created_at: Timestamp;
};

export type DeploymentTable = {
  id: string;
  site_id: string;
  organization_id: string;
  created_by: string | null;
  created_at: Timestamp;
  page_count: number;
  file_count: number;
  total_bytes: number;
  /** JSON: the builder's `{ route, file }[]`. */
  pages: string;
  /** JSON `{ [form]: { [field]: label } }` read from the published pages; null before it was kept. */
  form_fields: string | null;
};

/**
 * One built file of a deployment; `gzip` and `br` are kept only when smaller than the content. Its bytes
 * are in the row, or in the blob store under the `_key` columns with the byte columns null
 * (server/site/deployment-bytes.ts).
 */
export type DeploymentFileTable = {
  deployment_id: string;
  path: string;
  content_type: string;
  etag: string;
  size: number;
  content: Buffer | null;
  gzip: Buffer | null;
  br: Buffer | null;
  content_key: string | null;
  gzip_key: string | null;
  br_key: string | null;
};

/** The source files a deployment was built from, to tell which changed since. */
export type DeploymentSourceTable = {
  deployment_id: string;
  full_path: string;
  version_id: string | null;
  content_hash: string;
};

export type PreviewSnapshotTable = {
  id: string;
  site_id: string;
  organization_id: string;
  page_path: string;
  /** JSON: `{ [path]: content }` of unsaved editor buffers. */
  overrides: string;
  created_by: string | null;
  expires_at: Timestamp;
};

/** A custom domain of a site (docs/product.md#custom-domains). */
export type SiteDomainTable = {
  id: string;
  site_id: string;
  organization_id: string;
  /** Lower-case, without a trailing dot; IDNs in their xn-- form. */
  hostname: string;
  /** What the TXT record at `_webcraft.{hostname}` must hold. */
  token: string;
  status: "pending" | "verified";
  is_primary: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  /** What the last DNS check found, in words; null before the first check. */
  check_message: string | null;
  checked_at: Timestamp | null;
  verified_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
};

/** A job of the SQLite job runner (server/jobs/sqlite-job-runner.ts); times are Unix milliseconds. */
export type JobTable = {
  id: string;
  queue: string;
  /** JSON. */
  payload: string;
  state: "created" | "retry" | "active" | "completed" | "failed";
  /** Runs started so far, this one included while it runs. */
  attempts: ColumnType<number, number | undefined, number>;
  retry_limit: number;
  retry_delay_seconds: number;
  retry_backoff: number;
  singleton_key: string | null;
  start_after: number;
  /** While active: when the run counts as lost (a crash) and the job becomes due again. */
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  completed_at: number | null;
};

/** One webhook event sent (or being sent) to one URL; see server/webhooks/. */
export type WebhookDeliveryTable = {
  id: string;
  organization_id: string;
  /** What the webhook belongs to, such as `form` and the form's id. */
  owner_kind: string;
  owner_id: string;
  url: string;
  secret: string;
  event: string;
  /** The exact JSON text posted, so every attempt sends (and signs) the same bytes. */
  body: string;
  status: ColumnType<"pending" | "succeeded" | "failed", "pending" | undefined, "pending" | "succeeded" | "failed">;
  attempts: ColumnType<number, number | undefined, number>;
  last_http_status: number | null;
  last_error: string | null;
  created_at: Timestamp;
  last_attempt_at: Timestamp | null;
  next_attempt_at: Timestamp | null;
};

export type Database = {
  sites: SiteTable;
  site_files: SiteFileTable;
  site_file_versions: SiteFileVersionTable;
  deployments: DeploymentTable;
  deployment_files: DeploymentFileTable;
  deployment_sources: DeploymentSourceTable;
  preview_snapshots: PreviewSnapshotTable;
  site_domains: SiteDomainTable;
  site_slug_redirects: SiteSlugRedirectTable;
  site_unlock_attempts: SiteUnlockAttemptTable;
  media_files: MediaFileTable;
  media_versions: MediaVersionTable;
  jobs: JobTable;
  webhook_deliveries: WebhookDeliveryTable;
  media_upload_slots: MediaUploadSlotTable;
  forms: SiteData.FormTable;
  form_submissions: SiteData.FormSubmissionTable;
  form_files: SiteData.FormFileTable;
  form_spam_notes: SiteData.FormSpamNoteTable;
  posts: SiteData.PostTable;
  post_tags: SiteData.PostTagTable;
  post_revisions: SiteData.PostRevisionTable;
  site_views: SiteData.SiteViewTable;
  site_visitors: SiteData.SiteVisitorTable;
  analytics_salts: SiteData.AnalyticsSaltTable;
  site_claims: SiteData.SiteClaimTable;
  organization_plans: Billing.OrganizationPlanTable;
  billing_profiles: Billing.BillingProfileTable;
  payments: Billing.PaymentTable;
  payment_notifications: Billing.PaymentNotificationTable;
  invoice_counters: Billing.InvoiceCounterTable;
  invoices: Billing.InvoiceTable;
  mail_domains: Mail.MailDomainTable;
  mailboxes: Mail.MailboxTable;
  mailbox_members: Mail.MailboxMemberTable;
  mail_aliases: Mail.MailAliasTable;
  mail_messages: Mail.MailMessageTable;
  mail_attachments: Mail.MailAttachmentTable;
  mail_sends: Mail.MailSendTable;
  site_federation: Fediverse.SiteFederationTable;
  fediverse_followers: Fediverse.FollowerTable;
  fediverse_interactions: Fediverse.InteractionTable;
  fediverse_blocks: Fediverse.BlockTable;
  fediverse_activities: Fediverse.ActivityTable;
  fediverse_deliveries: Fediverse.DeliveryTable;
  fediverse_posts: Fediverse.AnnouncedPostTable;
  fediverse_kv: Fediverse.KvTable;
  user: Auth.UserTable;
  session: Auth.SessionTable;
  organization: Auth.OrganizationTable;
  member: Auth.MemberTable;
  invitation: Auth.InvitationTable;
};
