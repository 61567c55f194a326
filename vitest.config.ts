import { availableParallelism } from "node:os";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const ROOT = fileURLToPath(new URL(".", import.meta.url));

/**
 * The files that take longest, longest first (profiled runs: the role matrix 150-300 s in CI, the scale-out
 * suite about 100 s, the next ones a minute or two). Without timings of its own (a fresh checkout, as in CI)
 * Vitest runs the largest files first, and most of these are small files of long tests: they came last,
 * one ran alone for minutes while the other cores idled. A file missing here only starts later.
 */
const LONGEST_FILES = [
  "server/auth/role-matrix.test.ts",
  "server/features/sites/new-site.test.ts",
  "server/scale-out/scale-out.test.ts",
  "server/features/forms/form-files.test.ts",
  "server/site/host/site-visibility.test.ts",
  "server/site/content.test.ts",
  "server/site/host/site-front.test.ts",
  "server/site/plan-limits.test.ts",
  "server/features/billing/eft-payments.test.ts",
  "server/site/host/search-files.test.ts",
  "server/features/fediverse/fediverse.test.ts",
  "server/features/fediverse/fediverse-lifecycle.test.ts",
  "server/site/host/custom-domains.test.ts",
  "server/features/forms/inbox-scale.test.ts",
  "server/site/host/slow-clients.test.ts",
  "server/features/claims/claims.test.ts",
  "server/features/deployments/deployments.test.ts",
];

/** Vitest's order, with LONGEST_FILES moved to the front in their own order. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FILES.indexOf(relative(ROOT, file.moduleId));
      return index < 0 ? LONGEST_FILES.length : index;
    };
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
  },
});
