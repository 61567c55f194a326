import type { Socket } from "node:net";
import type { SiteResponse } from "./site-response";

/** How the connection goes on after an answer. */
export type ConnectionMode = "keep-alive" | "keep-alive-1.0" | "close";

const KEEP_ALIVE = "Keep-Alive: timeout=5\r\n";
const CONNECTION_LINES: Record<ConnectionMode, string> = {
  "keep-alive": KEEP_ALIVE,
  "keep-alive-1.0": `Connection: keep-alive\r\n${KEEP_ALIVE}`,
  close: "Connection: close\r\n",
};
const REASONS: Record<number, string> = {
  200: "OK",
  304: "Not Modified",
  404: "Not Found",
  405: "Method Not Allowed",
};

// Everything but the status line and Date is prepared once per response kind and connection mode.
const blocks = new WeakMap<Record<string, string>, Partial<Record<ConnectionMode, Buffer>>>();
function headerBlock(headers: Record<string, string>, mode: ConnectionMode): Buffer {
  let byMode = blocks.get(headers);
  if (!byMode) {
    byMode = {};
    blocks.set(headers, byMode);
  }
  let block = byMode[mode];
  if (!block) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    block = Buffer.from(`${lines.join("")}${CONNECTION_LINES[mode]}\r\n`, "latin1");
    byMode[mode] = block;
  }
  return block;
}

let second = 0;
let statusLines = new Map<number, Buffer>();
/** 'HTTP/1.1 200 OK' and the Date header, rebuilt once a second. */
function statusAndDate(status: number): Buffer {
  const now = Date.now();
  if (Math.floor(now / 1000) !== second) {
    second = Math.floor(now / 1000);
    statusLines = new Map();
  }
  let line = statusLines.get(status);
  if (!line) {
    const date = new Date(now).toUTCString();
    line = Buffer.from(`HTTP/1.1 ${status} ${REASONS[status] ?? "Error"}\r\nDate: ${date}\r\n`, "latin1");
    statusLines.set(status, line);
  }
  return line;
}

/** Writes an answer as one vectored write: status and date, the prepared headers, the body. */
export function writeRawResponse(socket: Socket, answer: SiteResponse, mode: ConnectionMode) {
  socket.cork();
  socket.write(statusAndDate(answer.status));
  socket.write(headerBlock(answer.headers, mode));
  if (answer.body) socket.write(answer.body);
  socket.uncork();
  if (mode === "close") socket.end();
}
