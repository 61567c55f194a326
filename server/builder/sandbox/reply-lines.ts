// What a prerender sandbox writes, cut into lines and read as untrusted JSON: a reply of the protocol, or
// an error for anything else.
import { BuildError } from "../build-error";
import { MAX_PUBLISH_OUTPUT_BYTES } from "../limits";
import type { SandboxReply } from "./protocol";

/** Rendered pages travel as JSON text, where escaping can nearly double the markup. */
const MAX_REPLY_CHARS = 2 * MAX_PUBLISH_OUTPUT_BYTES;

function isReply(value: unknown): value is SandboxReply {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  if (record.type === "ready") return typeof record.node === "string";
  if (record.type === "idle") return true;
  if (record.type === "rendered") return typeof record.json === "string";
  return record.type === "failed" && typeof record.message === "string";
}

function parse(line: string): SandboxReply | BuildError {
  try {
    const value: unknown = JSON.parse(line);
    if (isReply(value)) return value;
  } catch {
    // Answered below: whatever wrote this line was not the sandbox's program speaking its protocol.
  }
  return new BuildError(422, "Prerender failed: the renderer answered with something unreadable", []);
}

export class ReplyLines {
  /** The chunks of a reply not yet ended by a newline. */
  private pending: string[] = [];
  private pendingChars = 0;

  constructor(private readonly deliver: (reply: SandboxReply | BuildError) => void) {}

  /** Gathers a reply's chunks; only the newest is searched for the line's end, so a large reply costs once. */
  push(chunk: string): void {
    let rest = chunk;
    for (let end = rest.indexOf("\n"); end !== -1; end = rest.indexOf("\n")) {
      const line = this.pending.join("") + rest.slice(0, end);
      this.pending = [];
      this.pendingChars = 0;
      rest = rest.slice(end + 1);
      this.deliver(parse(line));
    }
    this.pending.push(rest);
    this.pendingChars += rest.length;
    if (this.pendingChars > MAX_REPLY_CHARS) {
      this.pending = [];
      this.pendingChars = 0;
      const limit = MAX_PUBLISH_OUTPUT_BYTES / 1048576;
      this.deliver(new BuildError(413, `The prerendered pages would be more than ${limit} MB`, []));
    }
  }
}
