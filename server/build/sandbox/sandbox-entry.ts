// The program of a prerender sandbox process, the only code besides React that runs in it. It takes React's
// script, says it is ready, renders one site and is then ended by the worker: a process never serves two
// renders, so nothing one site leaves behind meets another's.
import { createInterface } from "node:readline";
import type { SandboxReply, SandboxRequest } from "./protocol";
import { SCRIPT_NAMES } from "./protocol";
import { createSiteRealm, renderPages } from "./site-realm";

const realm = createSiteRealm();

function reply(message: SandboxReply): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

// What the site threw may be any value of its realm; read it without trusting its shape.
function describeThrown(error: unknown): string {
  try {
    if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
    return String(error);
  } catch {
    return "The page threw an unreadable value";
  }
}

async function handle(request: SandboxRequest): Promise<void> {
  if (request.type === "prepare") {
    realm.run(request.vendor, SCRIPT_NAMES.vendor);
    return reply({ type: "ready" });
  }
  try {
    const json = await renderPages(realm, request.script);
    if (typeof json !== "string") return reply({ type: "failed", message: "The prerender produced no result" });
    reply({ type: "rendered", json });
  } catch (error) {
    reply({ type: "failed", message: describeThrown(error) });
  }
}

// Requests are handled one after another; the worker sends 'render' only after 'ready'.
let pending = Promise.resolve();
createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
  pending = pending.then(() => handle(JSON.parse(line) as SandboxRequest));
});
// Site code may leave rejected promises behind; they are the site's business, not a reason to stop.
process.on("unhandledRejection", () => undefined);
