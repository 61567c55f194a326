import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The aliases of tsconfig.json: `@common/` for the shared code, and the web app's `@/`.
  resolve: {
    alias: {
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
      "@": fileURLToPath(new URL("./web", import.meta.url)),
    },
  },
  test: {
    include: ["server/**/*.test.ts", "common/**/*.test.ts", "web/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["server/test/setup.ts"],
    globalSetup: ["server/test/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest leaves one core free by default, which on a two-core machine runs the files one at a time. The
    // tests spend much of their time waiting on databases, sockets and child processes: use every core.
    maxWorkers: availableParallelism(),
  },
});
