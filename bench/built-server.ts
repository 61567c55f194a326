// The built server (dist/) on a free port with a temporary DATA_DIR, for benchmarks that drive a browser.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SERVER_ENTRY = "dist/server/main.js";
const WEB_INDEX = "dist/web/index.html";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitUntilServing(origin: string, server: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer ${origin}/api/health`);
}

/** Starts dist/server/main.js as production runs it; `stop()` ends it and removes its data. */
export async function startBuiltServer(name: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) {
    console.error(`${SERVER_ENTRY} or ${WEB_INDEX} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), `webcraft-${name}-bench-`));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", MAIL_SMTP_PORT: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  async function stop() {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    await waitUntilServing(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
