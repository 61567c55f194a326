// Our target for the admin's first screen: a signed-in user opening /admin/sites with a cold cache
// downloads at most 150 KiB of HTML, JavaScript and CSS, counted as the compressed bodies on the wire
// (response headers printed beside them) up to the moment the sites grid shows and the network is idle,
// with the browser asking for brotli as it does by default. API answers are printed beside it but not counted.
// Builds nothing: run `npm run build` first. Starts the built server on a free port with a temporary
// DATA_DIR, drives Debian's Chromium, and removes both at the end. About 15 s.
// Run: npx tsx bench/first-load.bench.ts
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { startBuiltServer } from "./built-server";

const BUDGET_KIB = 150;
/** The kinds of response the budget counts: the page itself, its scripts and its stylesheets. */
const COUNTED = new Set(["Document", "Script", "Stylesheet"]);

/** A new user who owns an organization with one site, signed in within `context`. */
async function signUpWithSite(context: BrowserContext, origin: string) {
  // Writes must name the app's origin, as the SPA's own requests do.
  const headers = { origin };
  const post = async (path: string, data: object) => {
    const response = await context.request.post(`${origin}${path}`, { data, headers });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  };
  await post("/api/auth/sign-up/email", { name: "Bench", email: "bench@example.com", password: "a sturdy password" });
  await post("/api/organizations", { name: "Bench Co" });
  await post("/api/sites", { name: "Bench Site" });
}

/** One response: its compressed body as received, the whole of it with headers, and its decoded body. */
type Transfer = { type: string; url: string; encoded: number; wire: number; decoded: number; encoding: string };

/** Opens `url` with the browser cache cleared and returns every response it loaded until idle. */
async function firstLoad(page: Page, url: string): Promise<Transfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const byId = new Map<string, Transfer>();
  const finished: Transfer[] = [];
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === "content-encoding");
    byId.set(requestId, {
      type,
      url: response.url,
      encoded: 0,
      wire: 0,
      decoded: 0,
      encoding: encoding?.[1] ?? "identity",
    });
  });
  cdp.on("Network.dataReceived", ({ requestId, dataLength, encodedDataLength }) => {
    const transfer = byId.get(requestId);
    if (!transfer) return;
    transfer.decoded += dataLength;
    transfer.encoded += encodedDataLength;
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const transfer = byId.get(requestId);
    if (!transfer) return;
    transfer.wire = encodedDataLength;
    finished.push(transfer);
  });
  await page.goto(url);
  await page.getByRole("list", { name: "Sites" }).getByRole("link", { name: "Bench Site" }).waitFor();
  await page.waitForLoadState("networkidle");
  await cdp.detach();
  return finished;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function report(transfers: Transfer[]) {
  const counted = transfers.filter((t) => COUNTED.has(t.type));
  const others = transfers.filter((t) => !COUNTED.has(t.type));
  const sum = (list: Transfer[], key: "encoded" | "wire" | "decoded") => list.reduce((total, t) => total + t[key], 0);
  for (const t of [...counted].sort((a, b) => b.encoded - a.encoded)) {
    const name = new URL(t.url).pathname;
    console.info(`  ${kib(t.encoded).padStart(7)} KiB  ${t.encoding.padEnd(8)} ${t.type.padEnd(10)} ${name}`);
  }
  const scripts = counted.filter((t) => t.type === "Script").length;
  const encoded = sum(counted, "encoded");
  const ratio = encoded / 1024 / BUDGET_KIB;
  console.info(
    `  (not counted: ${kib(sum(counted, "wire") - encoded)} KiB of response headers; ${others.length} other responses, API answers included, ${kib(sum(others, "wire"))} KiB)`,
  );
  console.info(
    `first load /admin/sites: ${scripts} scripts, ${kib(encoded)} KiB compressed (${kib(sum(counted, "decoded"))} KiB decoded) = ${ratio.toFixed(2)}× the ${BUDGET_KIB} KiB budget ${ratio <= 1 ? "✓" : "✗"}`,
  );
}

async function main() {
  const { origin, stop } = await startBuiltServer("first-load");
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signUpWithSite(context, origin);
    report(await firstLoad(await context.newPage(), `${origin}/admin/sites`));
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
