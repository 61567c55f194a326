import { execFileSync } from "node:child_process";
import { readFileSync, realpathSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startWorker, stopWorker } from "./builder/worker-process";
import { addonAbi, nodeVersionProblem, REQUIRED_NODE_MAJOR, sqliteAddonProblem } from "./runtime-check";

const pinned = readFileSync(".node-version", "utf8").trim();
const projectNode = realpathSync(`.runtime/node-${pinned}/bin/node`);

/** What `node -p process.version` prints with the program a process runs. */
function versionOf(pid: number): string {
  const exe = realpathSync(`/proc/${pid}/exe`);
  expect(exe).toBe(projectNode);
  return execFileSync(exe, ["-p", "process.version"], { encoding: "utf8" }).trim();
}

describe("the runtime", () => {
  it("is pinned in one version that .nvmrc, engines and the server's check agree with", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readFileSync(".nvmrc", "utf8").trim()).toBe(pinned);
    const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node;
    expect(engines).toBe(`>=${pinned}`);
    expect(Number(pinned.split(".")[0])).toBe(REQUIRED_NODE_MAJOR);
  });

  it("runs the server and its build workers on the project's own Node", async () => {
    expect(process.version).toBe(`v${pinned}`);
    expect(versionOf(process.pid)).toBe(`v${pinned}`);
    const worker = startWorker({ memoryMb: 256, sandboxProgram: "/nonexistent" }, () => undefined);
    try {
      expect(versionOf(worker.child.pid as number)).toBe(`v${pinned}`);
    } finally {
      stopWorker(worker, "closing");
    }
  });

  it("refuses an older Node in one line that says how to get the right one", () => {
    const problem = nodeVersionProblem("v20.20.2");
    expect(problem).toContain(`Webcraft needs Node ${REQUIRED_NODE_MAJOR} or later, and this is Node v20.20.2`);
    expect(problem).toContain("npm start");
    expect(problem).not.toContain("\n");
    expect(nodeVersionProblem(`v${pinned}`)).toBeNull();
    expect(nodeVersionProblem(`v${REQUIRED_NODE_MAJOR + 2}.0.0`)).toBeNull();
  });

  it("reads which Node an addon was built for without loading it, and finds the SQLite addon loadable", () => {
    const other = Buffer.from("\0ELF…\0node_register_module_v115\0…");
    expect(addonAbi(other)).toBe(115);
    expect(addonAbi(Buffer.from("\0napi_register_module_v1\0"))).toBeNull();
    expect(sqliteAddonProblem()).toBeNull();
  });
});
