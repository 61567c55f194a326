/** Under CI the PostgreSQL half of the suite is required, never silently skipped. */
export default function setup() {
  if (process.env.CI === "true" && !process.env.TEST_DATABASE_URL) {
    throw new Error("CI=true but TEST_DATABASE_URL is not set: the suite must also run on PostgreSQL");
  }
}
