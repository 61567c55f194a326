import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { AppDeps } from "../http/types";
import { hostClassifier } from "./origins";
import { createSiteFront } from "./site-front";

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * The process's server: the site front owns the port and answers published sites from memory; every
 * other request reaches the app through Node's HTTP server and Hono. Call `listen` on the result.
 */
export function createProcessServer(deps: AppDeps, fetch: Fetch) {
  const app = createServer(getRequestListener(fetch));
  return createSiteFront({ classify: hostClassifier(deps.env), cache: deps.siteCache, app });
}
