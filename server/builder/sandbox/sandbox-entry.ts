// The program of a prerender sandbox process, the only code besides React that runs in it. It takes React's
// script and says it is ready; then it renders sites of the one organization it serves, each in a realm of
// its own, until the worker ends it.
import { createInterface } from "node:readline";
import type { PrerenderVendor, SandboxReply, SandboxRequest } from "./protocol";
import { SCRIPT_NAMES } from "./protocol";
import { createSiteRealm, renderPages, type SiteRealm } from "./site-realm";

let vendor: PrerenderVendor = { script: "", warmUp: "" };
/** The realm the next render uses: readied with React at 'prepare', then a new one for each later render. */
let realm: SiteRealm | null = null;

/** A new realm with React loaded and, when there is time, exercised once so its first pages render warm. */
function realmWithReact(warm: boolean): SiteRealm {
  const fresh = createSiteRealm();
  fresh.run(vendor.script, SCRIPT_NAMES.vendor);
  if (warm) fresh.run(vendor.warmUp, SCRIPT_NAMES.realm);
  return fresh;
}

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
    vendor = request.vendor;
    realm = realmWithReact(true);
    return reply({ type: "ready" });
  }
  try {
    const current = realm ?? realmWithReact(false);
    realm = null;
    const json = await renderPages(current, request.script, request.pagePaths);
    if (typeof json !== "string") reply({ type: "failed", message: "The prerender produced no result" });
    else reply({ type: "rendered", json });
  } catch (error) {
    reply({ type: "failed", message: describeThrown(error) });
  }
  // The next render's realm is made now, while nobody waits for this sandbox.
  setImmediate(() => {
    realm ??= realmWithReact(true);
  });
}

// Requests are handled one after another; the worker sends 'render' only after 'ready'.
let pending = Promise.resolve();
createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
  pending = pending.then(() => handle(JSON.parse(line) as SandboxRequest));
});
// Site code may leave rejected promises behind; they are the site's business, not a reason to stop.
process.on("unhandledRejection", () => undefined);
