import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { AppDeps } from "../http/types";
import { startSiteFront } from "./front-process";

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * The server: the site front process owns the port and answers published sites from memory; every other
 * connection reaches the app through Node's HTTP server and Hono in this process. Await `ready` for the port.
 */
export function startProcessServer(deps: AppDeps, fetch: Fetch, listen: { port: number; host?: string }) {
  const app = createServer(getRequestListener(fetch));
  const { env, db, siteCache } = deps;
  const config = { ...listen, previewOrigin: env.previewOrigin, siteDomain: env.siteDomain };
  return startSiteFront({ config, db, siteCache, app });
}
