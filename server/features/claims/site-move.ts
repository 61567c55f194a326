// Moving a site to another organization (a claim): every row that carries an organization_id for the
// site. Tables that hold rows of a site and an organization_id are listed here; the move test checks
// this list against the database's own tables, so a new table with an organization_id cannot be
// forgotten. Blob keys are content-addressed and hold no organization, so no blob moves.
import type { Kysely } from "kysely";
import { commerceDb } from "../../db/commerce-db";
import type { Database } from "../../db/schema";

/** Tables whose rows name the site in a `site_id` column and their organization in `organization_id`. */
const BY_SITE_ID = [
  "sites",
  "site_files",
  "deployments",
  "preview_snapshots",
  "site_domains",
  "media_files",
  "forms",
  "form_submissions",
  "form_files",
  "posts",
] as const;

/**
 * Tables with an organization_id that are not a site's rows, with why they stay: checked by the move test
 * together with the tables moved.
 */
export const NOT_MOVED_WITH_A_SITE: Record<string, string> = {
  media_upload_slots: "an upload in progress, counted against the organization that started it",
  member: "who belongs to an organization",
  invitation: "who was asked to join an organization",
  organization_plans: "what an organization pays for, which a site does not take with it",
  billing_profiles: "who an organization's invoices are made out to",
  payments: "what an organization has paid",
  invoices: "an organization's tax invoices and credit notes",
  mail_domains: "an organization's mail domain, which is not a site's: the client adds their own",
  mailboxes: "a mailbox of an organization's mail domain",
  mail_aliases: "an address of an organization's mail domain",
  mail_messages: "mail received by an organization's mailboxes",
};

/** The commerce tables a move changes: the site's shop, its products and its orders. */
export const MOVED_COMMERCE_TABLES: readonly string[] = ["stores", "products", "orders"];

/** The tables a move changes, for the move test. */
export const MOVED_TABLES: readonly string[] = [...BY_SITE_ID, "site_file_versions", "webhook_deliveries"];

/** Points every row of the site at `organizationId`, inside the caller's transaction. */
export async function moveSiteRows(trx: Kysely<Database>, siteId: string, organizationId: string): Promise<void> {
  for (const table of BY_SITE_ID) {
    const column = table === "sites" ? "id" : "site_id";
    await trx.updateTable(table).set({ organization_id: organizationId }).where(column, "=", siteId).execute();
  }
  await trx
    .updateTable("site_file_versions")
    .set({ organization_id: organizationId })
    .where("file_id", "in", trx.selectFrom("site_files").select("id").where("site_id", "=", siteId))
    .execute();
  // Webhook deliveries of the site's forms, pending ones included, go on under the new organization.
  await trx
    .updateTable("webhook_deliveries")
    .set({ organization_id: organizationId })
    .where("owner_kind", "=", "form")
    .where("owner_id", "in", trx.selectFrom("forms").select("id").where("site_id", "=", siteId))
    .execute();
  // The site's shop goes with it: its products and orders name the organization too.
  const commerce = commerceDb({ kysely: trx });
  const store = commerce.selectFrom("stores").select("id").where("site_id", "=", siteId);
  await commerce
    .updateTable("products")
    .set({ organization_id: organizationId })
    .where("store_id", "in", store)
    .execute();
  await commerce
    .updateTable("orders")
    .set({ organization_id: organizationId })
    .where("store_id", "in", store)
    .execute();
  await commerce.updateTable("stores").set({ organization_id: organizationId }).where("site_id", "=", siteId).execute();
}
