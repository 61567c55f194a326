import { existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildErrorOf } from "../build-test-kit";
import { Prerenderer } from "../prerender";
import { type SandboxCode, writeSandboxCode } from "./sandbox-code";

const VENDOR = { script: "globalThis.vendorLoaded = true;", warmUp: "" };
const PAGES = ["pages/Index.jsx"];
/** A stand-in for a site's prerender bundle: the global the sandbox calls, without React. */
function bundle(render: string): string {
  return `globalThis.__webcraftPrerender = { loadAll() {}, renderAll() { ${render} } };`;
}
function page(html: string): string {
  return bundle(`return JSON.stringify({ "pages/Index.jsx": { html: ${html} } });`);
}

let code: SandboxCode;
let prerenderer: Prerenderer;
beforeAll(() => {
  code = writeSandboxCode();
  prerenderer = new Prerenderer({ programFile: code.file, memoryMb: 128 });
});
afterAll(() => {
  prerenderer.close();
  code.remove();
});

describe("the prerenderer", () => {
  it("renders an organization's sites in one sandbox, each in a realm where the last one left nothing", async () => {
    const first = await prerenderer
      .for("bakery")
      .render(VENDOR, page('(globalThis.left = "x", String(vendorLoaded))'), PAGES);
    expect(first.get("pages/Index.jsx")).toEqual({ html: "true" });
    expect(prerenderer.servingSandbox("bakery")?.nodeVersion).toMatch(/^v24\./);
    const pid = prerenderer.servingPid("bakery");
    const second = await prerenderer.for("bakery").render(VENDOR, page("typeof left + String(vendorLoaded)"), PAGES);
    expect(second.get("pages/Index.jsx")).toEqual({ html: "undefinedtrue" });
    expect(prerenderer.servingPid("bakery")).toBe(pid);
  });

  it("never lets a sandbox that served one organization serve another: it is ended first", async () => {
    await prerenderer.for("bakery").render(VENDOR, page('"a"'), PAGES);
    const bakerys = prerenderer.servingPid("bakery") as number;
    prerenderer.prepareNext();
    await prerenderer.for("florist").render(VENDOR, page('"b"'), PAGES);
    const florists = prerenderer.servingPid("florist");
    expect(florists).toBeTypeOf("number");
    expect(florists).not.toBe(bakerys);
    expect(prerenderer.servingPid("bakery")).toBeUndefined();
    await expect.poll(() => existsSync(`/proc/${bakerys}`)).toBe(false);
  });

  it("reports a page missing from the answer and a script that throws as it loads, and keeps serving", async () => {
    const partial = await prerenderer.for("cafe").render(VENDOR, bundle("return JSON.stringify({});"), PAGES);
    expect(partial.get("pages/Index.jsx")).toEqual({ error: "The page produced no markup" });
    const broken = prerenderer.for("cafe").render(VENDOR, 'throw new TypeError("broken bundle");', PAGES);
    expect(await buildErrorOf(broken)).toMatchObject({ status: 422, message: "Prerender failed: broken bundle" });
    const after = await prerenderer.for("cafe").render(VENDOR, page('"fine"'), PAGES);
    expect(after.get("pages/Index.jsx")).toEqual({ html: "fine" });
  });

  it("answers 503 saying why when bubblewrap is missing, and runs nothing without it", async () => {
    const without = new Prerenderer({ programFile: code.file, memoryMb: 128, bubblewrap: "/nonexistent/bwrap" });
    const error = await buildErrorOf(without.for("bakery").render(VENDOR, page('"x"'), PAGES));
    expect(error).toMatchObject({
      status: 503,
      message: "Publishing is unavailable: the prerender sandbox cannot start (bubblewrap (bwrap) is not installed)",
    });
    without.close();
  });

  it("removes the program folders of servers that ended without closing, and keeps a live one's", () => {
    const gone = join(tmpdir(), "webcraft-sandbox-2147483646-left");
    const live = join(tmpdir(), `webcraft-sandbox-${process.pid}-kept`);
    mkdirSync(gone, { recursive: true });
    mkdirSync(live, { recursive: true });
    const another = writeSandboxCode();
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(code.file)).toBe(true);
    another.remove();
    rmSync(live, { recursive: true });
  });
});
