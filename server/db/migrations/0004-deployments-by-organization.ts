import type { Kysely, Migration } from "kysely";

/** Publishing adds up an organization's kept deployments: an index keeps that one range read. */
export function deploymentsByOrganization(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("deployments_organization_idx")
        .on("deployments")
        .columns(["organization_id", "site_id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("deployments_organization_idx").execute();
    },
  };
}
