import type { Server as HttpServer } from "node:http";
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
const MAX_REMEMBERED_HOSTS = 10_000;

type FrontOptions = { classify: (host: string | undefined) => Origin; cache: SiteCache; app: HttpServer };

/**
 * The process's listening socket. A connection whose next request is a plain GET or HEAD for a site
 * host is answered here, from memory, without Node's per-request HTTP objects; at the first request that is
 * anything else (another host, a body, an upgrade, a malformed head) the connection and its unread
 * bytes go to the app's HTTP server, which treats it as a fresh connection.
 */
export function createSiteFront({ classify, cache, app }: FrontOptions) {
  const idle = new Set<Socket>();
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
    let headStartedAt = 0;
    let busy = false;
    let ended = false;
    let waitingForDrain = false;

    const onTimeout = () => socket.destroy();
    const onError = () => socket.destroy();
    const onEnd = () => {
      ended = true;
      if (!busy) socket.end();
    };
    const onClose = () => idle.delete(socket);

    function handOver() {
      for (const [event, listener] of [
        ["data", onData],
        ["timeout", onTimeout],
        ["error", onError],
        ["end", onEnd],
        ["close", onClose],
      ] as const) {
        socket.removeListener(event, listener);
      }
      idle.delete(socket);
      socket.setTimeout(0);
      socket.pause();
      if (pending) socket.unshift(pending);
      pending = null;
      app.emit("connection", socket);
      // Node's HTTP server reads a socket it consumes again when the socket resumes.
      process.nextTick(() => socket.resume());
    }

    function drain() {
      while (pending && !busy && !waitingForDrain) {
        if (socket.writableNeedDrain) {
          // A client that sends requests without reading the answers waits until it reads them.
          waitingForDrain = true;
          socket.pause();
          socket.once("drain", () => {
            waitingForDrain = false;
            socket.resume();
            drain();
          });
          return;
        }
        const end = pending.indexOf("\r\n\r\n");
        if (end < 0) {
          const tooSlow = Date.now() - headStartedAt > HEAD_TIMEOUT_MS;
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
        headStartedAt = Date.now();
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
      if (!pending && !busy && !waitingForDrain) {
        if (ended) socket.end();
        else idle.add(socket);
      }
    }

    function onData(chunk: Buffer) {
      idle.delete(socket);
      if (!pending) headStartedAt = Date.now();
      pending = pending ? Buffer.concat([pending, chunk]) : chunk;
      drain();
    }

    socket.setTimeout(KEEP_ALIVE_MS);
    socket.on("timeout", onTimeout);
    socket.on("error", onError);
    socket.on("end", onEnd);
    socket.on("close", onClose);
    socket.on("data", onData);
  });
  // The app's server never listens itself; its request timeouts start with the front's socket.
  front.on("listening", () => app.emit("listening"));
  return Object.assign(front, {
    /** Stops accepting connections and ends the idle ones, the front's and the app's. */
    closeIdleConnections() {
      for (const socket of idle) socket.end();
      app.closeIdleConnections();
    },
  });
}
