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
    // A worker keeps the modules it has loaded from one file to the next: most files boot the whole app,
    // and loading it afresh for each was a third of the suite's time. Every file makes its own app, database
    // and data folder, so nothing a test changes is left for the next one.
    isolate: false,
    // Vitest leaves one core free by default, which on a two-core machine runs the files one at a time. The
    // tests spend much of their time waiting on databases, sockets and child processes: use every core.
    maxWorkers: availableParallelism(),
  },
});
