// A sandbox is bounded for its whole life, not only while a build runs: it does nothing between renders
// (site code a render left behind never runs after the reply), the kernel caps what it maps and the CPU it
// uses, and the worker retires it before the CPU limit comes near.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildErrorOf } from "../build-test-kit";
import { Prerenderer } from "../prerender";
import { cpuSeconds, processState } from "./process-control";
import { type SandboxCode, writeSandboxCode } from "./sandbox-code";
import { addressSpaceBytes } from "./sandbox-process";

const MEMORY_MB = 128;
const VENDOR = { script: "globalThis.vendorLoaded = true;", warmUp: "" };
const PAGES = ["pages/Index.jsx"];
/** A stand-in for a site's prerender bundle whose only page renders what `body` returns. */
function page(body: string): string {
  return `globalThis.__webcraftPrerender = { loadAll() {}, renderAll() {
    const html = (() => { ${body} })();
    return JSON.stringify({ "pages/Index.jsx": { html: String(html) } });
  } };`;
}

/**
 * A render that leaves work behind: a FinalizationRegistry whose callback spins, allocates and registers a
 * new dead object so that it runs again after every collection, and enough garbage that a collection finds
 * the first objects dead while the page loads. The page says how often the callback ran before it rendered
 * (the sandbox turns its event loop once between loading and rendering).
 */
const DEFERRED_WORK = `
globalThis.calls = 0;
globalThis.__webcraftPrerender = {
  loadAll() {
    const registry = new FinalizationRegistry(() => {
      calls += 1;
      const until = Date.now() + 200;
      while (Date.now() < until) {}
      let junk = [];
      for (let index = 0; index < 200000; index++) junk.push({ index });
      registry.register({}, 0);
    });
    globalThis.keep = registry;
    for (let index = 0; index < 1000; index++) registry.register({}, index);
    let junk = [];
    for (let index = 0; index < 3000000; index++) { junk.push({ index }); if (junk.length > 100000) junk = []; }
  },
  renderAll() { return JSON.stringify({ "pages/Index.jsx": { html: calls + " callbacks" } }); },
};`;

/** Spins until the kernel or the build stops it, or for `seconds` of wall time. */
function spin(seconds: number = Number.POSITIVE_INFINITY): string {
  return page(`const until = Date.now() + ${seconds * 1000}; while (Date.now() < until) {} return "spun";`);
}

let code: SandboxCode;
beforeAll(() => {
  code = writeSandboxCode();
});
afterAll(() => code.remove());

async function rendered(prerenderer: Prerenderer, organization: string, script: string): Promise<string> {
  const outcomes = await prerenderer.for(organization).render(VENDOR, script, PAGES);
  const outcome = outcomes.get("pages/Index.jsx");
  return outcome && "html" in outcome ? outcome.html : `error: ${outcome?.error}`;
}

describe("a prerender sandbox between and across renders", () => {
  it("does no work after its reply: a FinalizationRegistry never calls back, and the sandbox is stopped until its next render", async () => {
    const prerenderer = new Prerenderer({ programFile: code.file, memoryMb: MEMORY_MB });
    expect(await rendered(prerenderer, "bakery", DEFERRED_WORK)).toBe("0 callbacks");
    const sandbox = prerenderer.servingSandbox("bakery");
    expect(sandbox?.nodeVersion).toMatch(/^v24\./);
    const pid = sandbox?.programPid as number;
    // It readies its next realm, says it is idle, and the worker stops it.
    await expect.poll(() => processState(pid), { timeout: 5_000 }).toBe("T");
    const before = cpuSeconds(pid);
    await sleep(1_500);
    expect(cpuSeconds(pid)).toBe(before);
    // Continued for the next render of the same organization, which it serves as before.
    expect(await rendered(prerenderer, "bakery", page('return "again";'))).toBe("again");
    expect(prerenderer.servingSandbox("bakery")?.programPid).toBe(pid);
    prerenderer.close();
  }, 20_000);

  it("cannot map more than its address-space limit: the kernel refuses a memory hog's buffers", async () => {
    const prerenderer = new Prerenderer({ programFile: code.file, memoryMb: MEMORY_MB });
    const html = await rendered(
      prerenderer,
      "bakery",
      page(`const held = [];
        try { while (held.length < 128) { const buffer = new Uint8Array(64 * 1024 * 1024); buffer.fill(1); held.push(buffer); } }
        catch (error) { return "refused after " + held.length * 64 + " MB: " + error.message; }
        return "held " + held.length * 64 + " MB";`),
    );
    const refused = /^refused after (\d+) MB/.exec(html);
    expect(refused, html).not.toBeNull();
    expect(Number(refused?.[1]) * 1024 * 1024).toBeLessThan(addressSpaceBytes(MEMORY_MB));
    prerenderer.close();
  });

  it("is ended by the kernel at its CPU limit, whatever the page does", async () => {
    const prerenderer = new Prerenderer({ programFile: code.file, memoryMb: MEMORY_MB, cpuSeconds: 2 });
    const error = await buildErrorOf(prerenderer.for("bakery").render(VENDOR, spin(), PAGES));
    expect(error).toMatchObject({ status: 422, message: "Prerender failed: the page stopped the renderer" });
    prerenderer.close();
  }, 30_000);

  it("is retired between builds once it has used half its CPU seconds, before the kernel would end it", async () => {
    const prerenderer = new Prerenderer({ programFile: code.file, memoryMb: MEMORY_MB, cpuSeconds: 4 });
    expect(await rendered(prerenderer, "bakery", spin(0))).toBe("spun");
    const first = prerenderer.servingSandbox("bakery");
    // Renders of half a second each (of wall time: fewer CPU seconds on a busy machine), every one of them
    // answered, until it is retired; its CPU time is read between them, while it is stopped.
    let usedBefore = 0;
    for (let renders = 0; prerenderer.servingSandbox("bakery") === first && renders < 40; renders++) {
      usedBefore = first?.cpuSeconds() ?? 0;
      expect(await rendered(prerenderer, "bakery", spin(0.5))).toBe("spun");
    }
    expect(first?.ended).toBe(true);
    expect(usedBefore).toBeGreaterThan(1);
    expect(usedBefore).toBeLessThan(2);
    expect(await rendered(prerenderer, "bakery", spin(0))).toBe("spun");
    expect(prerenderer.servingSandbox("bakery")).not.toBe(first);
    prerenderer.close();
  }, 60_000);
});
