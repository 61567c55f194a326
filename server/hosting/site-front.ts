import { createServer, Socket, type SocketConstructorOpts } from "node:net";
import type { Origin } from "./origins";
import { type ConnectionMode, writeRawResponse } from "./raw-response";
import { keepsAlive, parseRequestHead } from "./request-head";
import type { SiteCache } from "./site-cache";
import { serveSite } from "./site-host";

const MAX_HEAD_BYTES = 16 * 1024;
/** A request head must arrive complete within this time (slow-drip clients are dropped). */
const HEAD_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_MS = 5_000;
/** A client may take this long to read an answer before its connection is dropped. */
const STALLED_WRITE_MS = 60_000;
/** How often connections are checked against those limits (one timer for all, not one per socket). */
const SWEEP_MS = 1_000;
const MAX_REMEMBERED_HOSTS = 10_000;

/** Every connection's reads land here and are answered before the next read: one buffer for all. */
const READ_BUFFER = Buffer.allocUnsafeSlow(64 * 1024);
const HEAD_END = Buffer.from("\r\n\r\n");
const BARE_LF_END = Buffer.from("\n\n");
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
  return new Socket(options as SocketConstructorOpts);
}

/** Gives a connection, paused, and the bytes already read from it to the app's HTTP server. */
export type HandOver = (socket: Socket, unread: Buffer | null) => void;

type FrontOptions = { classify: (host: string | undefined) => Origin; cache: SiteCache; handOver: HandOver };

/**
 * The server's listening socket. A connection whose next request is a plain GET or HEAD for a site
 * host is answered here, from memory, without Node's per-request HTTP objects; at the first request that is
 * anything else (another host, a body, an upgrade, a malformed head) the connection and its unread
 * bytes are handed over to the app's HTTP server, which treats it as a fresh connection.
 */
export function createSiteFront({ classify, cache, handOver: giveAway }: FrontOptions) {
  /** Every connection the front still holds: whether it waits for a request, and whether too long. */
  const held = new Map<Socket, { idle: () => boolean; expired: (now: number) => boolean }>();
  let closing = false;
  /** Called when the last connection goes after `stop()`. */
  let whenEmpty = () => {};
  function release(socket: Socket) {
    held.delete(socket);
    if (closing && held.size === 0) whenEmpty();
  }
  const origins = new Map<string, Origin>();
  function originOf(host = ""): Origin {
    let origin = origins.get(host);
    if (!origin) {
      if (origins.size >= MAX_REMEMBERED_HOSTS) origins.clear();
      origin = classify(host);
      origins.set(host, origin);
    }
    return origin;
  }
  const front = createServer({ allowHalfOpen: true, noDelay: true, pauseOnConnect: true }, (accepted) => {
    /** Bytes of requests not answered yet, kept between reads (an unfinished head, or pipelined requests). */
    let pending: Buffer | null = null;
    let lastActive = Date.now();
    let headStartedAt = lastActive;
    let busy = false;
    let ended = false;
    let waitingForDrain = false;
    const socket = withSharedReads(accepted, onRead);

    const idle = () => !pending && !busy && !waitingForDrain;
    held.set(socket, {
      idle,
      expired(now) {
        if (waitingForDrain || socket.writableLength > 0) return now - lastActive > STALLED_WRITE_MS;
        if (busy) return false;
        if (pending) return now - headStartedAt > HEAD_TIMEOUT_MS;
        return now - lastActive > KEEP_ALIVE_MS;
      },
    });
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
            lastActive = Date.now();
            waitingForDrain = false;
            socket.resume();
            serve(pending ?? NOTHING);
          });
          return;
        }
        const end = bytes.indexOf(HEAD_END, at);
        if (end < 0) {
          const tooSlow = lastActive - headStartedAt > HEAD_TIMEOUT_MS;
          if (bytes.length - at > MAX_HEAD_BYTES || tooSlow || bytes.includes(BARE_LF_END, at)) {
            return handOver(bytes, at);
          }
          pending = rest(bytes, at);
          return;
        }
        if (end - at > MAX_HEAD_BYTES) return handOver(bytes, at);
        const request = parseRequestHead(bytes, at, end);
        const origin = request && !request.unusual ? originOf(request.host) : null;
        if (!request || origin?.kind !== "site" || (request.method !== "GET" && request.method !== "HEAD")) {
          return handOver(bytes, at);
        }
        at = end + 4;
        headStartedAt = lastActive;
        const keepAlive = keepsAlive(request) && !ended;
        const mode: ConnectionMode = !keepAlive ? "close" : request.minor === 0 ? "keep-alive-1.0" : "keep-alive";
        const answer = serveSite(cache, origin.slug, request);
        if (!(answer instanceof Promise)) {
          writeRawResponse(socket, answer, mode);
          if (!keepAlive) return;
          continue;
        }
        busy = true;
        pending = rest(bytes, at);
        socket.pause();
        answer.then(
          (loaded) => {
            busy = false;
            lastActive = Date.now();
            writeRawResponse(socket, loaded, mode);
            if (!keepAlive) return;
            socket.resume();
            serve(pending ?? NOTHING);
          },
          (error: unknown) => {
            console.error(`[hosting] ${origin.slug}${request.path}`, error);
            socket.destroy();
          },
        );
        return;
      }
      if ((ended || closing) && idle()) socket.end();
    }

    function onRead(length: number) {
      lastActive = Date.now();
      const read = READ_BUFFER.subarray(0, length);
      if (!pending) headStartedAt = lastActive;
      serve(pending ? Buffer.concat([pending, read]) : read);
    }

    socket.on("error", onError);
    socket.on("end", onEnd);
    socket.on("close", onClose);
  });
  // Node's per-socket timeouts would re-arm a timer on every read and write; one sweep costs less.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, connection] of held) if (connection.expired(now)) socket.destroy();
  }, SWEEP_MS);
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
