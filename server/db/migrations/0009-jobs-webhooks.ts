import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "../create-db";

/**
 * The job runner's queue on SQLite (server/jobs/; PostgreSQL uses pg-boss, which keeps its own
 * `pgboss` schema), and the webhook deliveries of both (server/webhooks/). The jobs table's times are
 * Unix milliseconds: it is polled every few seconds and compared with numbers, never shown.
 */
export function jobsAndWebhooks(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const now = dialect === "postgres" ? sql`CURRENT_TIMESTAMP` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "sqlite") {
        await db.schema
          .createTable("jobs")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("queue", "text", (c) => c.notNull())
          .addColumn("payload", "text", (c) => c.notNull())
          .addColumn("state", "text", (c) => c.notNull().defaultTo("created"))
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("retry_limit", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("retry_delay_seconds", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("retry_backoff", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("singleton_key", "text")
          .addColumn("start_after", "integer", (c) => c.notNull())
          .addColumn("locked_until", "integer")
          .addColumn("last_error", "text")
          .addColumn("created_at", "integer", (c) => c.notNull())
          .addColumn("completed_at", "integer")
          .execute();
        // The poll: jobs of a queue that are due, oldest first.
        await db.schema.createIndex("jobs_due_idx").on("jobs").columns(["state", "start_after"]).execute();
        await sql`CREATE UNIQUE INDEX jobs_singleton_idx ON jobs (queue, singleton_key)
          WHERE singleton_key IS NOT NULL AND state IN ('created', 'retry', 'active')`.execute(db);
      }
      await db.schema
        .createTable("webhook_deliveries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("owner_kind", "text", (c) => c.notNull())
        .addColumn("owner_id", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        // Each attempt signs with a fresh timestamp, so the secret is kept until the delivery ends.
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("event", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_http_status", "integer")
        .addColumn("last_error", "text")
        .addColumn("created_at", time, (c) => c.notNull().defaultTo(now))
        .addColumn("last_attempt_at", time)
        .addColumn("next_attempt_at", time)
        .execute();
      await db.schema
        .createIndex("webhook_deliveries_owner_idx")
        .on("webhook_deliveries")
        .columns(["owner_kind", "owner_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("webhook_deliveries").execute();
      if (dialect === "sqlite") await db.schema.dropTable("jobs").execute();
    },
  };
}
