import { createServer, type Socket } from "node:net";
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

/**
 * Stops reading from the socket's file descriptor now, not when the stream's buffer fills: a socket handed
 * to another process must not have its next bytes read (and dropped) here. Node has no public call for it.
 */
function stopReading(socket: Socket) {
  const handle = (socket as unknown as { _handle?: { reading?: boolean; readStop?: () => number } })._handle;
  if (handle?.readStop) {
    handle.reading = false;
    handle.readStop();
  }
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
  const front = createServer({ allowHalfOpen: true, noDelay: true }, (socket) => {
    let pending: Buffer | null = null;
    let lastActive = Date.now();
    let headStartedAt = lastActive;
    let busy = false;
    let ended = false;
    let waitingForDrain = false;

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
    const onClose = () => held.delete(socket);

    function handOver() {
      for (const [event, listener] of [
        ["data", onData],
        ["error", onError],
        ["end", onEnd],
        ["close", onClose],
      ] as const) {
        socket.removeListener(event, listener);
      }
      held.delete(socket);
      socket.pause();
      stopReading(socket);
      // Whatever the stream read ahead of the pause goes along too: bytes left in it would be lost.
      let unread = pending;
      pending = null;
      for (let chunk: Buffer | null = socket.read(); chunk !== null; chunk = socket.read()) {
        unread = unread ? Buffer.concat([unread, chunk]) : chunk;
      }
      stopReading(socket);
      giveAway(socket, unread);
    }

    function drain() {
      while (pending && !busy && !waitingForDrain) {
        if (socket.writableNeedDrain) {
          // A client that sends requests without reading the answers waits until it reads them.
          waitingForDrain = true;
          socket.pause();
          socket.once("drain", () => {
            lastActive = Date.now();
            waitingForDrain = false;
            socket.resume();
            drain();
          });
          return;
        }
        const end = pending.indexOf("\r\n\r\n");
        if (end < 0) {
          const tooSlow = lastActive - headStartedAt > HEAD_TIMEOUT_MS;
          if (pending.length > MAX_HEAD_BYTES || tooSlow || pending.includes("\n\n")) handOver();
          return;
        }
        if (end > MAX_HEAD_BYTES) return handOver();
        const request = parseRequestHead(pending.toString("latin1", 0, end));
        const origin = request && !request.unusual ? originOf(request.host) : null;
        if (!request || origin?.kind !== "site" || (request.method !== "GET" && request.method !== "HEAD")) {
          return handOver();
        }
        pending = end + 4 < pending.length ? pending.subarray(end + 4) : null;
        headStartedAt = lastActive;
        const keepAlive = keepsAlive(request) && !ended;
        const mode: ConnectionMode = !keepAlive ? "close" : request.minor === 0 ? "keep-alive-1.0" : "keep-alive";
        const query = request.target.indexOf("?");
        const answer = serveSite(cache, origin.slug, {
          method: request.method,
          path: query < 0 ? request.target : request.target.slice(0, query),
          ifNoneMatch: request.ifNoneMatch,
          acceptEncoding: request.acceptEncoding,
          range: request.range,
          ifRange: request.ifRange,
        });
        if (!(answer instanceof Promise)) {
          writeRawResponse(socket, answer, mode);
          if (!keepAlive) return;
          continue;
        }
        busy = true;
        socket.pause();
        answer.then(
          (loaded) => {
            busy = false;
            lastActive = Date.now();
            writeRawResponse(socket, loaded, mode);
            if (!keepAlive) return;
            socket.resume();
            drain();
          },
          (error: unknown) => {
            console.error(`[hosting] ${origin.slug}${request.target}`, error);
            socket.destroy();
          },
        );
        return;
      }
      if ((ended || closing) && idle()) socket.end();
    }

    function onData(chunk: Buffer) {
      lastActive = Date.now();
      if (!pending) headStartedAt = lastActive;
      pending = pending ? Buffer.concat([pending, chunk]) : chunk;
      drain();
    }

    socket.on("error", onError);
    socket.on("end", onEnd);
    socket.on("close", onClose);
    socket.on("data", onData);
  });
  // Node's per-socket timeouts would re-arm a timer on every read and write; one sweep costs less.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, connection] of held) if (connection.expired(now)) socket.destroy();
  }, SWEEP_MS);
  sweep.unref();
  front.on("close", () => clearInterval(sweep));
  return Object.assign(front, {
    /** Ends the connections waiting for their next request, and every other one after its current answer. */
    closeIdleConnections() {
      closing = true;
      for (const [socket, connection] of held) if (connection.idle()) socket.end();
    },
  });
}
