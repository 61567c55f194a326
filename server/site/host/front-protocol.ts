// Messages between the server process and its site front process (docs/decisions/008-site-front-process.md).
import type { VisitBatch } from "../visits/visit-counter";
import type { DomainTarget, LiveVersion, MediaTarget, SlugRows } from "./site-source";
import type { HostingTimeouts } from "./timeouts";

/** What the front needs to know, passed as its one argument (JSON). */
export type FrontConfig = {
  port: number;
  host?: string;
  appOrigin: string;
  previewOrigin: string;
  siteDomain: string;
  timeouts?: Partial<HostingTimeouts>;
  /** Whether visitors' addresses come from X-Forwarded-For, as for the app (TRUST_PROXY, TRUST_PROXY_HOPS). */
  proxy?: { trust: boolean; hops: number };
};

/**
 * Front → server. A `connection` message carries the socket as its handle. Sent with the "advanced"
 * serialization, so Buffers (the unread bytes, a deployment's files, media bytes) arrive as Buffers.
 */
export type FrontMessage =
  | { type: "listening"; port: number }
  | { type: "connection"; unread: Buffer | null }
  | { type: "deployment"; id: number; slug: string }
  | { type: "live-version"; id: number; slug: string }
  | { type: "domain"; id: number; hostname: string }
  | { type: "media"; id: number; slug: string; address: string }
  | { type: "blob"; id: number; key: string }
  | { type: "forgotten"; id: number }
  /** The page views counted since the last batch; `id` answers a `flush-visits`. */
  | { type: "visits"; batch: VisitBatch | null; id?: number }
  /** Site requests answered from memory (hits) and after a load (misses) since the last count. */
  | { type: "cache"; hits: number; misses: number };

/** The front's questions about sites, domains and media, which the server answers from the database and blob store. */
export type FrontQuestion = Extract<
  FrontMessage,
  { type: "deployment" | "live-version" | "domain" | "media" | "blob" }
>;

/** Server → front. */
export type ServerMessage =
  | { type: "deployment"; id: number; rows: SlugRows; error?: string }
  | { type: "live-version"; id: number; version: LiveVersion | null; error?: string }
  | { type: "domain"; id: number; target: DomainTarget | null; error?: string }
  | { type: "media"; id: number; target: MediaTarget | null; error?: string }
  | { type: "blob"; id: number; bytes: Buffer | null; error?: string }
  | { type: "forget"; id: number; siteId: string }
  /** The stored salts of visitor hashes by day (today's and tomorrow's), sent at start and when they change. */
  | { type: "salts"; salts: [string, Buffer][] }
  | { type: "flush-visits"; id: number }
  | { type: "close" };
