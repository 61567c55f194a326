// Messages between the server process and its site front process (docs/decisions/008-site-front-process.md).
import type { DeploymentRows } from "./live-site";

/** What the front needs to know, passed as its one argument (JSON). */
export type FrontConfig = { port: number; host?: string; previewOrigin: string; siteDomain: string };

/** Front → server. A `connection` message carries the socket as its handle. */
export type FrontMessage =
  | { type: "listening"; port: number }
  | { type: "connection"; unread: Uint8Array | null }
  | { type: "deployment"; id: number; slug: string }
  | { type: "live-deployment-id"; id: number; slug: string }
  | { type: "forgotten"; id: number };

/** Server → front. */
export type ServerMessage =
  | { type: "deployment"; id: number; rows: DeploymentRows | null; error?: string }
  | { type: "live-deployment-id"; id: number; deploymentId: string | null; error?: string }
  | { type: "forget"; id: number; siteId: string }
  | { type: "close" };
