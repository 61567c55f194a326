import type { Socket } from "node:net";
import type { SiteResponse } from "./site-response";
import { HOSTING_TIMEOUTS } from "./timeouts";

/** How the connection goes on after an answer. */
export type ConnectionMode = "keep-alive" | "keep-alive-1.0" | "close";

// The same hint as Node's HTTP server gives for the same limit.
const KEEP_ALIVE = `Keep-Alive: timeout=${Math.floor(HOSTING_TIMEOUTS.keepAliveMs / 1000)}\r\n`;
const MODES: ConnectionMode[] = ["keep-alive", "keep-alive-1.0", "close"];
const CONNECTION_LINES: Record<ConnectionMode, string> = {
  "keep-alive": KEEP_ALIVE,
  "keep-alive-1.0": `Connection: keep-alive\r\n${KEEP_ALIVE}`,
  close: "Connection: close\r\n",
};
const STATUSES = [200, 304, 404, 405, 408, 503];
const REASONS: Record<number, string> = {
  200: "OK",
  206: "Partial Content",
  301: "Moved Permanently",
  302: "Found",
  304: "Not Modified",
  401: "Unauthorized",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  416: "Range Not Satisfiable",
  503: "Service Unavailable",
};
/** Answers up to this size go out as one buffer: head and body copied together once a second. */
const WHOLE_ANSWER_MAX_BYTES = 64 * 1024;

// The bytes of each answer given in the current second (its Date), by prepared headers; dropped
// every second, so they hold only what is being served right now.
let second = -1;
let date = "";
let prepared = new Map<Record<string, string>, Map<number, Buffer>>();

function headBytes(answer: SiteResponse, mode: ConnectionMode): Buffer {
  const lines = Object.entries(answer.headers).map(([name, value]) => `${name}: ${value}\r\n`);
  const status = `HTTP/1.1 ${answer.status} ${REASONS[answer.status] ?? "Error"}\r\n`;
  return Buffer.from(`${status}Date: ${date}\r\n${lines.join("")}${CONNECTION_LINES[mode]}\r\n`, "latin1");
}

/** The answer's head (status line, Date, headers) with, when `withBody`, its body appended. */
function preparedBytes(answer: SiteResponse, mode: ConnectionMode, withBody: boolean): Buffer {
  const now = Date.now();
  if (Math.floor(now / 1000) !== second) {
    second = Math.floor(now / 1000);
    date = new Date(now).toUTCString();
    prepared = new Map();
  }
  if (answer.once) return headBytes(answer, mode);
  let byKind = prepared.get(answer.headers);
  if (!byKind) {
    byKind = new Map();
    prepared.set(answer.headers, byKind);
  }
  const kind = (STATUSES.indexOf(answer.status) + 1) * 8 + MODES.indexOf(mode) * 2 + (withBody ? 1 : 0);
  let bytes = byKind.get(kind);
  if (!bytes) {
    const head = headBytes(answer, mode);
    bytes = withBody && answer.body ? Buffer.concat([head, answer.body]) : head;
    byKind.set(kind, bytes);
  }
  return bytes;
}

/** Writes an answer: one buffer for small ones, head and body in one vectored write for large ones. */
export function writeRawResponse(socket: Socket, answer: SiteResponse, mode: ConnectionMode) {
  // A byte range's head is made for it alone and not remembered; its body goes out as a second buffer.
  const withBody = !answer.once && answer.body !== null && answer.body.length <= WHOLE_ANSWER_MAX_BYTES;
  const bytes = preparedBytes(answer, mode, withBody);
  if (withBody || !answer.body) {
    socket.write(bytes);
  } else {
    socket.cork();
    socket.write(bytes);
    socket.write(answer.body);
    socket.uncork();
  }
  if (mode === "close") socket.end();
}
