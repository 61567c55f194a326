/**
 * How long a connection may wait at each step before it is dropped, for the site front and the app's
 * own HTTP server alike. Tests pass smaller values; the server runs with these.
 */
export type HostingTimeouts = {
  /** A request head must arrive whole within this time, counted from its first byte (or from accept). */
  headMs: number;
  /**
   * A kept-alive connection may wait this long for its next request. Clients are told it in whole seconds
   * (`Keep-Alive: timeout=…`) and Node 20's agent drops its idle socket at exactly that time, so a short
   * limit makes a reused socket race our close (ECONNRESET); a minute, as behind most proxies, makes the
   * race as rare as a client idle for that long.
   */
  keepAliveMs: number;
  /** A client may take this long to read an answer before its connection is dropped. */
  stalledWriteMs: number;
  /** A request waiting for its site to be loaded gets a 503 after this time. */
  loadMs: number;
  /** The site front gives up on a question to the server process after this time. */
  askMs: number;
  /** How often the site front checks its connections against those limits (one timer for all). */
  sweepMs: number;
};

export const HOSTING_TIMEOUTS: HostingTimeouts = {
  headMs: 10_000,
  keepAliveMs: 65_000,
  stalledWriteMs: 60_000,
  loadMs: 10_000,
  askMs: 5_000,
  sweepMs: 1_000,
};
