import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "../create-db";

/** Better Auth's tables (user, session, account, verification, organization, member, invitation, rateLimit), frozen as of 1.7.7. */
export function authTables(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "date";
  const bool = dialect === "postgres" ? "boolean" : "integer";
  const now = sql`CURRENT_TIMESTAMP`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("emailVerified", bool, (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("createdAt", time, (c) => c.notNull().defaultTo(now))
        .addColumn("updatedAt", time, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("expiresAt", time, (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("createdAt", time, (c) => c.notNull().defaultTo(now))
        .addColumn("updatedAt", time, (c) => c.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("activeOrganizationId", "text")
        .execute();
      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("accountId", "text", (c) => c.notNull())
        .addColumn("providerId", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", time)
        .addColumn("refreshTokenExpiresAt", time)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", time, (c) => c.notNull().defaultTo(now))
        .addColumn("updatedAt", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expiresAt", time, (c) => c.notNull())
        .addColumn("createdAt", time, (c) => c.notNull().defaultTo(now))
        .addColumn("updatedAt", time, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createTable("organization")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("logo", "text")
        .addColumn("createdAt", time, (c) => c.notNull())
        .addColumn("metadata", "text")
        .execute();
      await db.schema
        .createTable("member")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organizationId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("createdAt", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("invitation")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organizationId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("role", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("expiresAt", time, (c) => c.notNull())
        .addColumn("createdAt", time, (c) => c.notNull().defaultTo(now))
        .addColumn("inviterId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .execute();
      await db.schema
        .createTable("rateLimit")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("key", "text", (c) => c.notNull().unique())
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("lastRequest", "bigint", (c) => c.notNull())
        .execute();
      const indexes: [string, string, string][] = [
        ["session_userId_idx", "session", "userId"],
        ["account_userId_idx", "account", "userId"],
        ["verification_identifier_idx", "verification", "identifier"],
        ["member_organizationId_idx", "member", "organizationId"],
        ["member_userId_idx", "member", "userId"],
        ["invitation_organizationId_idx", "invitation", "organizationId"],
        ["invitation_email_idx", "invitation", "email"],
      ];
      for (const [name, table, column] of indexes) {
        await db.schema.createIndex(name).on(table).column(column).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "rateLimit",
        "invitation",
        "member",
        "organization",
        "verification",
        "account",
        "session",
        "user",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
