// Messages between the server process and its site front process (docs/decisions/008-site-front-process.md).
import type { DomainTarget, LiveVersion, SlugRows } from "./site-source";
import type { HostingTimeouts } from "./timeouts";

/** What the front needs to know, passed as its one argument (JSON). */
export type FrontConfig = {
  port: number;
  host?: string;
  appOrigin: string;
  previewOrigin: string;
  siteDomain: string;
  timeouts?: Partial<HostingTimeouts>;
};

/**
 * Front → server. A `connection` message carries the socket as its handle. Sent with the "advanced"
 * serialization, so Buffers (the unread bytes, a deployment's files) arrive as Buffers.
 */
export type FrontMessage =
  | { type: "listening"; port: number }
  | { type: "connection"; unread: Buffer | null }
  | { type: "deployment"; id: number; slug: string }
  | { type: "live-version"; id: number; slug: string }
  | { type: "domain"; id: number; hostname: string }
  | { type: "forgotten"; id: number };

/** The front's questions about sites and domains, which the server answers from the database. */
export type FrontQuestion = Extract<FrontMessage, { type: "deployment" | "live-version" | "domain" }>;

/** Server → front. */
export type ServerMessage =
  | { type: "deployment"; id: number; rows: SlugRows; error?: string }
  | { type: "live-version"; id: number; version: LiveVersion | null; error?: string }
  | { type: "domain"; id: number; target: DomainTarget | null; error?: string }
  | { type: "forget"; id: number; siteId: string }
  | { type: "close" };
