import type { TestProject } from "vitest/node";
import { dropMigratedTemplates, type MigratedTemplates, makeMigratedTemplates } from "./databases";

declare module "vitest" {
  export interface ProvidedContext {
    migratedTemplates: MigratedTemplates;
  }
}

/**
 * Under CI the PostgreSQL half of the suite is required, never silently skipped. The databases the test
 * apps start from are migrated here, once for the run (freshDatabase copies them).
 */
export default async function setup(project: TestProject) {
  if (process.env.CI === "true" && !process.env.TEST_DATABASE_URL) {
    throw new Error("CI=true but TEST_DATABASE_URL is not set: the suite must also run on PostgreSQL");
  }
  const templates = await makeMigratedTemplates();
  project.provide("migratedTemplates", templates);
  return () => dropMigratedTemplates(templates);
}
