import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["server/**/*.test.ts", "common/**/*.test.ts", "web/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["server/test/setup.ts"],
    globalSetup: ["server/test/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
