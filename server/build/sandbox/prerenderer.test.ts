import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildErrorOf } from "../build-test-kit";
import { Prerenderer } from "../prerender";
import { type SandboxCode, writeSandboxCode } from "./sandbox-code";

const VENDOR = "globalThis.vendorLoaded = true;";
/** A stand-in for a site's prerender bundle: the global the sandbox calls, without React. */
function bundle(body: string): string {
  return `globalThis.__webcraftPrerender = { loadAll() {}, renderAll() { ${body} } };`;
}

let code: SandboxCode;
beforeAll(() => {
  code = writeSandboxCode();
});
afterAll(() => code.remove());

describe("the prerenderer", () => {
  it("renders one site per sandbox: what a site leaves in its realm is gone for the next", async () => {
    const prerenderer = new Prerenderer({ programFile: code.file, memoryMb: 128 });
    try {
      const poison = bundle(
        `globalThis.poisoned = "yes"; return JSON.stringify({ "pages/Index.jsx": { html: String(vendorLoaded) } });`,
      );
      const first = await prerenderer.render(VENDOR, poison, ["pages/Index.jsx"]);
      expect(first.get("pages/Index.jsx")).toEqual({ html: "true" });
      prerenderer.prepareNext();
      const probe = bundle(`return JSON.stringify({ "pages/Index.jsx": { html: typeof poisoned } });`);
      const second = await prerenderer.render(VENDOR, probe, ["pages/Index.jsx"]);
      expect(second.get("pages/Index.jsx")).toEqual({ html: "undefined" });
    } finally {
      prerenderer.close();
    }
  });

  it("reports a page missing from the renderer's answer, and a script that throws as it loads", async () => {
    const prerenderer = new Prerenderer({ programFile: code.file, memoryMb: 128 });
    try {
      const partial = await prerenderer.render(VENDOR, bundle("return JSON.stringify({});"), ["pages/Index.jsx"]);
      expect(partial.get("pages/Index.jsx")).toEqual({ error: "The page produced no markup" });
      const error = await buildErrorOf(
        prerenderer.render(VENDOR, 'throw new TypeError("broken bundle");', ["pages/Index.jsx"]),
      );
      expect(error).toMatchObject({ status: 422, message: "Prerender failed: broken bundle" });
    } finally {
      prerenderer.close();
    }
  });

  it("answers 503 saying why when bubblewrap is missing, and runs nothing without it", async () => {
    const prerenderer = new Prerenderer({ programFile: code.file, memoryMb: 128, bubblewrap: "/nonexistent/bwrap" });
    const error = await buildErrorOf(prerenderer.render(VENDOR, bundle('return "{}";'), ["pages/Index.jsx"]));
    expect(error).toMatchObject({
      status: 503,
      message: "Publishing is unavailable: the prerender sandbox cannot start (bubblewrap (bwrap) is not installed)",
    });
    prerenderer.close();
  });
});
