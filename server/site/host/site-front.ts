import { createServer, Socket, type SocketConstructorOpts } from "node:net";
import { createLru } from "../../lru";
import { visitorAddress } from "../visits/visit-rules";
import { isAddressName, type Origin, PROBE_PATHS } from "./origins";
import { type ConnectionMode, writeRawResponse } from "./raw-response";
import { keepsAlive, type RequestHead, readRequestHead } from "./request-head";
import type { SiteCache } from "./site-cache";
import { type SiteHosting, serveSite } from "./site-host";
import { type SiteResponse, TIMED_OUT, UNAVAILABLE, unknownHost } from "./site-response";
import { HOSTING_TIMEOUTS, type HostingTimeouts } from "./timeouts";

const MAX_REMEMBERED_HOSTS = 10_000;

/** Every connection's reads land here and are answered before the next read: one buffer for all. */
const READ_BUFFER = Buffer.allocUnsafeSlow(64 * 1024);
const NOTHING = Buffer.alloc(0);

/** What is left of `bytes` from `from` on, copied when it sits in the shared read buffer (the next read overwrites it). */
function rest(bytes: Buffer, from: number): Buffer | null {
  if (from >= bytes.length) return null;
  const left = bytes.subarray(from);
  return bytes.buffer === READ_BUFFER.buffer ? Buffer.from(left) : left;
}

/**
 * Takes an accepted, paused connection into a socket whose reads go to `onRead` in the shared buffer, with
 * no Buffer or stream event per read (`onread`). Node only offers that option to sockets it creates
 * from a handle, hence the private `_handle`; the accepted socket, emptied, is destroyed for the
 * server's count.
 */
function withSharedReads(accepted: Socket, onRead: (length: number) => void): Socket {
  const internal = accepted as unknown as { _handle: unknown };
  const handle = internal._handle;
  internal._handle = null;
  accepted.destroy();
  const options = { handle, allowHalfOpen: true, onread: { buffer: READ_BUFFER, callback: onRead } };
  // Our callback never pauses the socket, so it returns nothing where the types ask for a boolean.
  return new Socket(options as unknown as SocketConstructorOpts);
}

/** Gives a connection, paused, and the bytes already read from it to the app's HTTP server. */
export type HandOver = (socket: Socket, unread: Buffer | null) => void;

type FrontOptions = {
  classify: (host: string | undefined) => Origin;
  cache: SiteCache;
  /** Where hosts are reached (for redirects) and what access cookies are signed with. */
  hosting: SiteHosting;
  handOver: HandOver;
  /** Paths of site hosts that only the app answers (pages made per request, such as the shop's checkout). */
  appPrefixes?: readonly string[];
  timeouts?: Partial<HostingTimeouts>;
  /** The clock the limits are measured with. */
  now?: () => number;
  /** Counts the page views it answers (server/features/analytics), with visitors' addresses read as the app reads them. */
  visits?: {
    count: (siteId: string, visit: RequestHead, address: string) => void;
    proxy: { trust: boolean; hops: number };
  };
  /** Told of each site request: answered from memory at once, or only after loading (for the metrics). */
  served?: (fromMemory: boolean) => void;
};

/**
 * The origin the front answers `request` for itself: a plain GET or HEAD, with one Host header, for a
 * site's host, a name that may be a custom domain, or a host that is none of ours (a 404). Null when the
 * app's HTTP server must take it.
 */
export function frontOrigin(
  request: RequestHead,
  originOf: (host: string) => Origin,
  appPrefixes: readonly string[] = [],
): Extract<Origin, { kind: "site" | "domain" | "unknown" }> | null {
  if (request.unusual || request.host === undefined) return null;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (appPrefixes.some((prefix) => request.path.startsWith(prefix))) return null;
  const origin = originOf(request.host);
  // A probe by the process's address (an orchestrator's, a scraper's) is the app's to answer.
  if (origin.kind === "unknown" && PROBE_PATHS.has(request.path) && isAddressName(request.host)) return null;
  return origin.kind === "site" || origin.kind === "domain" || origin.kind === "unknown" ? origin : null;
}

/**
 * The server's listening socket. A connection whose next request is a plain GET or HEAD for a site's
 * host or custom domain (or a host that is not ours) is answered here, from memory, without Node's
 * per-request HTTP objects; at the first request that is anything else (the app or preview host, a body, an upgrade, a
 * malformed head) the connection and its unread bytes are handed over to the app's HTTP server, which
 * treats it as a fresh connection.
 */
export function createSiteFront({
  classify,
  cache,
  hosting,
  handOver: giveAway,
  appPrefixes = [],
  timeouts,
  now = Date.now,
  visits,
  served,
}: FrontOptions) {
  const limits = { ...HOSTING_TIMEOUTS, ...timeouts };
  /** Every connection the front still holds: whether it waits for a request, and its limits' check. */
  const held = new Map<Socket, { idle: () => boolean; check: (now: number) => void }>();
  let closing = false;
  /** Called when the last connection goes after `stop()`. */
  let whenEmpty = () => {};
  function release(socket: Socket) {
    held.delete(socket);
    if (closing && held.size === 0) whenEmpty();
  }
  const origins = createLru<string, Origin>({ maxEntries: MAX_REMEMBERED_HOSTS });
  function originOf(host: string): Origin {
    let origin = origins.get(host);
    if (!origin) {
      origin = classify(host);
      origins.set(host, origin);
    }
    return origin;
  }
  const front = createServer({ allowHalfOpen: true, noDelay: true, pauseOnConnect: true }, (accepted) => {
    /** Bytes of requests not answered yet, kept between reads (an unfinished head, or pipelined requests). */
    let pending: Buffer | null = null;
    let lastActive = now();
    /** When the head being read started: the first one at accept, the next ones at their first byte. */
    let headStartedAt = lastActive;
    let answeredOne = false;
    let busy = false;
    let busySince = 0;
    let ended = false;
    /** The last answer is written (or being written): later bytes are not read, the socket only waits to go. */
    let finished = false;
    let waitingForDrain = false;
    const socket = withSharedReads(accepted, onRead);

    /** Answers with `answer` and closes: the connection broke one of the limits. */
    function refuse(answer: SiteResponse) {
      finished = true;
      pending = null;
      writeRawResponse(socket, answer, "close");
      // Read (and drop) what the client still sends, so that closing sends no reset ahead of the answer.
      socket.resume();
    }
    const idle = () => !pending && !busy && !waitingForDrain;
    held.set(socket, {
      idle,
      check(at) {
        if (waitingForDrain || socket.writableLength > 0) {
          if (at - lastActive > limits.stalledWriteMs) socket.destroy();
        } else if (finished) {
          socket.destroy();
        } else if (busy) {
          if (at - busySince > limits.loadMs) refuse(UNAVAILABLE);
        } else if (pending) {
          if (at - headStartedAt > limits.headMs) refuse(TIMED_OUT);
        } else if (!answeredOne) {
          // Nothing yet: the first head's deadline runs from accept.
          if (at - headStartedAt > Math.min(limits.headMs, limits.keepAliveMs)) socket.destroy();
        } else if (at - lastActive > limits.keepAliveMs) {
          socket.destroy();
        }
      },
    });
    /** A page view counts once its answer is known. */
    function counted(answer: SiteResponse, request: RequestHead): SiteResponse {
      if (answer.page !== undefined && visits) {
        visits.count(answer.page, request, visitorAddress(socket.remoteAddress, request.forwardedFor, visits.proxy));
      }
      return answer;
    }
    const onError = () => socket.destroy();
    const onEnd = () => {
      ended = true;
      if (!busy) socket.end();
    };
    const onClose = () => release(socket);

    function handOver(bytes: Buffer, from: number) {
      // With `onread`, pausing stops reading the descriptor at once: the next bytes stay for the app.
      socket.pause();
      for (const [event, listener] of [
        ["error", onError],
        ["end", onEnd],
        ["close", onClose],
      ] as const) {
        socket.removeListener(event, listener);
      }
      release(socket);
      giveAway(socket, rest(bytes, from));
    }

    /** Answers the complete requests in `bytes`, and keeps in `pending` what it cannot answer yet. */
    function serve(bytes: Buffer) {
      pending = null;
      let at = 0;
      while (at < bytes.length) {
        if (socket.writableNeedDrain) {
          // A client that sends requests without reading the answers waits until it reads them.
          pending = rest(bytes, at);
          waitingForDrain = true;
          socket.pause();
          socket.once("drain", () => {
            lastActive = now();
            waitingForDrain = false;
            socket.resume();
            serve(pending ?? NOTHING);
          });
          return;
        }
        const request = readRequestHead(bytes, at);
        if (request === "incomplete") {
          pending = rest(bytes, at);
          return;
        }
        const origin = request && frontOrigin(request, originOf, appPrefixes);
        if (!request || !origin) return handOver(bytes, at);
        at = request.next;
        answeredOne = true;
        headStartedAt = lastActive;
        const keepAlive = keepsAlive(request) && !ended;
        const mode: ConnectionMode = !keepAlive ? "close" : request.minor === 0 ? "keep-alive-1.0" : "keep-alive";
        const answer =
          origin.kind === "unknown" ? unknownHost(request.method) : serveSite(cache, hosting, origin, request);
        if (origin.kind !== "unknown") served?.(!(answer instanceof Promise));
        if (!(answer instanceof Promise)) {
          writeRawResponse(socket, counted(answer, request), mode);
          finished = !keepAlive;
          if (finished) return;
          continue;
        }
        busy = true;
        busySince = lastActive;
        pending = rest(bytes, at);
        socket.pause();
        answer.then(
          (loaded) => {
            // Too late: the connection already had its 503 (or is gone).
            if (!busy || socket.destroyed) return;
            busy = false;
            lastActive = now();
            writeRawResponse(socket, counted(loaded, request), mode);
            finished = !keepAlive;
            if (finished) return;
            socket.resume();
            serve(pending ?? NOTHING);
          },
          (error: unknown) => {
            console.error(`[hosting] ${request.host}${request.path}`, error);
            if (!busy || socket.destroyed) return;
            busy = false;
            refuse(UNAVAILABLE);
          },
        );
        return;
      }
      if ((ended || closing) && idle()) socket.end();
    }

    function onRead(length: number) {
      if (finished) return;
      lastActive = now();
      const read = READ_BUFFER.subarray(0, length);
      if (!pending && answeredOne) headStartedAt = lastActive;
      serve(pending ? Buffer.concat([pending, read]) : read);
    }

    socket.on("error", onError);
    socket.on("end", onEnd);
    socket.on("close", onClose);
  });
  // Node's per-socket timeouts would re-arm a timer on every read and write; one sweep costs less.
  const sweep = setInterval(() => {
    const at = now();
    for (const connection of held.values()) connection.check(at);
  }, limits.sweepMs);
  sweep.unref();
  return Object.assign(front, {
    /**
     * Stops listening, ends the connections waiting for their next request and every other one after its
     * current answer; resolves once all are closed. (The server's own count does not see them: see
     * `withSharedReads`.)
     */
    stop(): Promise<void> {
      closing = true;
      front.close();
      for (const [socket, connection] of held) if (connection.idle()) socket.end();
      const closed = held.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (whenEmpty = resolve));
      return closed.then(() => clearInterval(sweep));
    },
  });
}
