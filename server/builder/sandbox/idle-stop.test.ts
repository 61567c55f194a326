// The worker's side of "a sandbox runs only while it owes a reply", shown with stand-in programs that break
// the protocol: one keeps running after it says it is idle, one never says so.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_IDLE_REPORT_MS } from "../limits";
import { cpuSeconds, processState } from "./process-control";
import { Sandbox } from "./sandbox";

/** Answers the prepare request, says it is idle or not, then spins for ever. */
function standIn(saysIdle: boolean): string {
  return `import { readSync, writeSync } from "node:fs";
readSync(0, Buffer.alloc(1 << 16));
writeSync(1, JSON.stringify({ type: "ready", node: process.version }) + "\\n");
${saysIdle ? `writeSync(1, '{"type":"idle"}\\n');` : ""}
for (;;) {}
`;
}

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "webcraft-idle-"));
  chmodSync(folder, 0o755);
  for (const saysIdle of [true, false]) {
    writeFileSync(join(folder, `${saysIdle ? "idle" : "busy"}.mjs`), standIn(saysIdle), { mode: 0o644 });
  }
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const PREPARE = { type: "prepare", vendor: { script: "", warmUp: "" } } as const;

describe("a sandbox between requests", () => {
  it("is stopped once it says it is idle, whatever it goes on doing", async () => {
    const sandbox = new Sandbox({ programFile: join(folder, "idle.mjs"), memoryMb: 128 });
    expect(await sandbox.request(PREPARE)).toMatchObject({ type: "ready", node: expect.stringMatching(/^v24\./) });
    const pid = sandbox.programPid as number;
    await expect.poll(() => processState(pid)).toBe("T");
    const before = cpuSeconds(pid);
    await sleep(1_000);
    expect(cpuSeconds(pid)).toBe(before);
    sandbox.kill();
    await sandbox.exited;
  });

  it("is ended when it has not said it is idle soon after its reply", async () => {
    const sandbox = new Sandbox({ programFile: join(folder, "busy.mjs"), memoryMb: 128 });
    await sandbox.request(PREPARE);
    const pid = sandbox.programPid as number;
    await sleep(SANDBOX_IDLE_REPORT_MS + 500);
    expect(sandbox.ended).toBe(true);
    await sandbox.exited;
    await expect.poll(() => processState(pid)).toBeNull();
  });
});
