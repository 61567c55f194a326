// The sandbox program's side of the line protocol, synchronous on purpose: the program blocks in read(2)
// between requests, so its event loop never turns while nobody waits for it, and nothing site code queued
// (a FinalizationRegistry callback, say) gets a turn after its build has answered.
import { readSync, writeSync } from "node:fs";

const STDIN = 0;
const STDOUT = 1;
const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;

/** Sleeps the thread briefly: a read or write that would block on a non-blocking descriptor waits here. */
function pause(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
}

function retried<T>(operation: () => T): T {
  for (;;) {
    try {
      return operation();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EINTR") continue;
      if (code === "EAGAIN") {
        pause();
        continue;
      }
      throw error;
    }
  }
}

const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
/** Bytes read past the last line returned (a request is read whole before the next is written). */
let rest: Buffer = Buffer.alloc(0);

/** The next line on stdin, without its newline; null when stdin has ended. */
export function readLine(): string | null {
  const parts: Buffer[] = [];
  let part = rest;
  for (;;) {
    const end = part.indexOf(NEWLINE);
    if (end !== -1) {
      parts.push(part.subarray(0, end));
      rest = Buffer.from(part.subarray(end + 1));
      return Buffer.concat(parts).toString("utf8");
    }
    parts.push(part);
    const count = retried(() => readSync(STDIN, chunk, 0, CHUNK_BYTES, null));
    if (count === 0) return null;
    part = Buffer.from(chunk.subarray(0, count));
  }
}

/** Writes one line to stdout, all of it, before returning. */
export function writeLine(text: string): void {
  const bytes = Buffer.from(`${text}\n`, "utf8");
  for (let offset = 0; offset < bytes.length; ) {
    const from = offset;
    offset += retried(() => writeSync(STDOUT, bytes, from, bytes.length - from));
  }
}
