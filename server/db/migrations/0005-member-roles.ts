import { type Kysely, type Migration, sql } from "kysely";

/**
 * Roles arrive: owner, admin, editor, viewer. Members who joined under Better Auth's default role
 * ("member") could do everything but manage the organization, which is what an editor does now.
 * Owners and admins keep their roles.
 */
export function memberRoles(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`update "member" set "role" = 'editor' where "role" = 'member'`.execute(db);
      await sql`update "invitation" set "role" = 'editor' where "role" = 'member' or "role" is null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`update "member" set "role" = 'member' where "role" in ('editor', 'viewer')`.execute(db);
      await sql`update "invitation" set "role" = 'member' where "role" in ('editor', 'viewer')`.execute(db);
    },
  };
}
