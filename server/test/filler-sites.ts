import { randomBytes, randomUUID } from "node:crypto";
import type { TestApp } from "./test-app";

/** Sites added straight to the database: limits count rows, and many starter sites are slow to make. */
export async function addFillerSites(app: TestApp, organizationId: string, userId: string, count: number) {
  if (count <= 0) return;
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    organization_id: organizationId,
    name: `Filler ${i}`,
    slug: `filler-${i}-${randomBytes(4).toString("hex")}`,
    created_by: userId,
    created_at: now,
    updated_at: now,
  }));
  await app.deps.db.kysely.insertInto("sites").values(rows).execute();
}
