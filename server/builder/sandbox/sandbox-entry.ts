// The program of a prerender sandbox process, the only code besides React that runs in it. It takes React's
// script and says it is ready; then it renders sites of the one organization it serves, each in a realm of
// its own, until the worker ends it. After each reply it readies the next realm, says it is idle and blocks
// reading its next request (request-lines.ts), and the worker stops it until then.
import type { PrerenderVendor, SandboxReply, SandboxRequest } from "./protocol";
import { SCRIPT_NAMES } from "./protocol";
import { readLine, writeLine } from "./request-lines";
import { createSiteRealm, renderPages, type SiteRealm } from "./site-realm";

let vendor: PrerenderVendor = { script: "", warmUp: "" };
/** The realm the next render uses: readied with React after each reply, while nobody waits. */
let realm: SiteRealm | null = null;

/** A new realm with React loaded and, when there is time, exercised once so its first pages render warm. */
function realmWithReact(warm: boolean): SiteRealm {
  const fresh = createSiteRealm();
  fresh.run(vendor.script, SCRIPT_NAMES.vendor);
  if (warm) fresh.run(vendor.warmUp, SCRIPT_NAMES.realm);
  return fresh;
}

function reply(message: SandboxReply): void {
  writeLine(JSON.stringify(message));
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
    return reply({ type: "ready", node: process.version });
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
}

// Requests are handled one after another; between them the program does nothing but wait in read(2).
async function serve(): Promise<void> {
  for (let line = readLine(); line !== null; line = readLine()) {
    await handle(JSON.parse(line) as SandboxRequest);
    realm ??= realmWithReact(true);
    reply({ type: "idle" });
  }
}

// Site code may leave rejected promises behind; they are the site's business, not a reason to stop.
process.on("unhandledRejection", () => undefined);
void serve();
