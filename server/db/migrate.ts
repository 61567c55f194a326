import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./create-db";
import { authTables } from "./migrations/0001-auth";
import { siteTables } from "./migrations/0002-sites";
import { deploymentTables } from "./migrations/0003-deployments";
import { deploymentsByOrganization } from "./migrations/0004-deployments-by-organization";
import { memberRoles } from "./migrations/0005-member-roles";
import { siteDomains } from "./migrations/0006-site-domains";
import { siteSettings } from "./migrations/0007-site-settings";
import { mediaTables } from "./migrations/0008-media";
import { jobsAndWebhooks } from "./migrations/0009-jobs-webhooks";
import { mediaLibrary } from "./migrations/0010-media-library";
import { formTables } from "./migrations/0011-forms";
import { postTables } from "./migrations/0012-posts";
import { analyticsTables } from "./migrations/0013-analytics";
import { siteClaims } from "./migrations/0014-site-claims";
import { clientsMayPublish } from "./migrations/0015-clients-may-publish";
import { formCare } from "./migrations/0016-form-care";
import { siteDetails } from "./migrations/0017-site-details";
import { publishFailures } from "./migrations/0018-publish-failures";
import { billing } from "./migrations/0019-billing";
import { commerceTables } from "./migrations/0020-commerce";
import { mailTables } from "./migrations/0021-mail";
import { mailSending } from "./migrations/0022-mail-sending";
import { fediverse } from "./migrations/0023-fediverse";
import { deploymentBlobs } from "./migrations/0024-deployment-blobs";

/** Migrations are listed here in order; a migration never changes once it has shipped. */
function migrations(dialect: Db["dialect"]): Record<string, Migration> {
  return {
    "0001-auth": authTables(dialect),
    "0002-sites": siteTables(dialect),
    "0003-deployments": deploymentTables(dialect),
    "0004-deployments-by-organization": deploymentsByOrganization(),
    "0005-member-roles": memberRoles(),
    "0006-site-domains": siteDomains(dialect),
    "0007-site-settings": siteSettings(dialect),
    "0008-media": mediaTables(dialect),
    "0009-jobs-webhooks": jobsAndWebhooks(dialect),
    "0010-media-library": mediaLibrary(dialect),
    "0011-forms": formTables(dialect),
    "0012-posts": postTables(dialect),
    "0013-analytics": analyticsTables(),
    "0014-site-claims": siteClaims(dialect),
    "0015-clients-may-publish": clientsMayPublish(dialect),
    "0016-form-care": formCare(dialect),
    "0017-site-details": siteDetails(dialect),
    "0018-publish-failures": publishFailures(dialect),
    "0019-billing": billing(dialect),
    "0020-commerce": commerceTables(dialect),
    "0021-mail": mailTables(dialect),
    "0022-mail-sending": mailSending(dialect),
    "0023-fediverse": fediverse(dialect),
    "0024-deployment-blobs": deploymentBlobs(dialect),
  };
}

function migratorFor({ kysely: db, dialect }: Db): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  return new Migrator({ db, provider });
}

/**
 * Applies the migrations the database lacks, in order, in one transaction. On PostgreSQL Kysely holds a
 * session advisory lock around it, so processes starting together take turns: the first applies them,
 * the others then find nothing left to do (server/db/migrate-together.test.ts).
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = migratorFor(db);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** The migrations this code knows that the database has not applied (for readiness); writes nothing. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await migratorFor(db).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
