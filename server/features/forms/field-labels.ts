// The words a site's published forms put beside their fields (read from the pages when they were
// published: server/builder/form-fields.ts), for the inbox and the notification mails.
import type { Db } from "../../db/create-db";

export type FieldLabels = Record<string, Record<string, string>>;

/** The labels the site's live deployment gives its forms' fields (docs/product.md#form-inbox); none before a publish. */
export async function fieldLabelsOf({ kysely: db }: Db, liveDeploymentId: string | null): Promise<FieldLabels> {
  if (!liveDeploymentId) return {};
  const row = await db
    .selectFrom("deployments")
    .select("form_fields")
    .where("id", "=", liveDeploymentId)
    .executeTakeFirst();
  try {
    const parsed: unknown = JSON.parse(row?.form_fields ?? "{}");
    return parsed !== null && typeof parsed === "object" ? (parsed as FieldLabels) : {};
  } catch {
    return {};
  }
}
