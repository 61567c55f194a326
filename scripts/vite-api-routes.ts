import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Plugin, runnerImport } from "vite";

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "common", "api");

type RouteTable = Record<string, { method: string; path: string }>;

function isRoute(value: unknown): value is { method: string; path: string } {
  if (typeof value !== "object" || value === null) return false;
  const { method, path } = value as { method?: unknown; path?: unknown };
  return typeof method === "string" && typeof path === "string";
}

function isRouteTable(value: unknown): value is RouteTable {
  return typeof value === "object" && value !== null && Object.values(value).every(isRoute);
}

/** The module the SPA gets: each route table of the declarations, every route reduced to its method and path. */
export async function routeTablesModule(file: string): Promise<string> {
  const { module } = await runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: "silent" });
  const tables = Object.entries(module).filter(([, value]) => isRouteTable(value)) as [string, RouteTable][];
  return tables
    .map(([name, table]) => {
      const routes = Object.fromEntries(
        Object.entries(table).map(([key, { method, path }]) => [key, { method, path }]),
      );
      return `export const ${name} = ${JSON.stringify(routes)};\n`;
    })
    .join("");
}

/**
 * The SPA calls the routes declared in common/api/ (`callApi(siteApi.list)`) and reads only their method
 * and path; their zod schemas serve the server and the OpenAPI document. Bundled as written, the
 * declarations would put zod (about 90 KB) in every screen that calls the API. So the SPA gets each
 * declaration module evaluated at build time and reduced to its route tables of `{ method, path }`:
 * the contract stays written once, and TypeScript still types every call from the real declarations.
 * Other exports of those modules (schemas) are left out; a web import of one fails the build.
 */
export function apiRoutesPlugin(): Plugin {
  return {
    name: "webcraft:api-routes",
    enforce: "pre",
    async load(id) {
      if (dirname(id) !== API_DIR || !id.endsWith(".ts") || id.endsWith("/route.ts")) return null;
      return routeTablesModule(id);
    },
  };
}
