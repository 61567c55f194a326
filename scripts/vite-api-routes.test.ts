import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { routeTablesModule } from "./vite-api-routes";

const API_DIR = fileURLToPath(new URL("../common/api", import.meta.url));
const DECLARATIONS = readdirSync(API_DIR).filter((name) => name.endsWith(".ts") && name !== "route.ts");

it.each(DECLARATIONS)(
  "the SPA's %s has every declared route's method and path, and no zod",
  async (name) => {
    const code = await routeTablesModule(join(API_DIR, name));
    // No import statement and no zod (a route may be named `import`: only a statement counts).
    expect(code).not.toMatch(/zod|^\s*import\b/m);
    const spa: Record<string, unknown> = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    const declared: Record<string, unknown> = await import(join(API_DIR, name));
    const tables = Object.entries(declared).filter(([exported]) => exported.endsWith("Api"));
    expect(tables.length).toBeGreaterThan(0);
    for (const [exported, table] of tables) {
      const routes = Object.entries(table as Record<string, { method: string; path: string }>);
      expect(spa[exported]).toEqual(
        Object.fromEntries(routes.map(([key, { method, path }]) => [key, { method, path }])),
      );
    }
  },
  60_000,
);
