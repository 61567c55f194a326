import { defineConfig } from "@playwright/test";
import { E2E_DATA_DIR as DATA_DIR, E2E_PORT as PORT } from "./e2e/data-dir";

/** Parallel runs (several engineers on one machine) each take their own port, data and web build. */
const WEB_DIST = process.env.E2E_WEB_DIST ?? "dist/web";

export default defineConfig({
  testDir: "e2e",
  // The suite's own DNS server, which the app checks custom domains against (DNS_SERVERS below).
  globalSetup: "./e2e/global-setup.ts",
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    // `npm test` names the file it reads; a run of its own writes one per port.
    ["json", { outputFile: process.env.E2E_RESULTS ?? `test-results/playwright-${PORT}.json` }],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // DOM snapshots only: a screencast in every trace nearly doubled the suite's time on two cores.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Custom domains in journeys live under the reserved .test: the browser reaches them on this machine.
        "--host-resolver-rules=MAP *.test 127.0.0.1",
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node dist/server/main.js`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      WEB_DIST,
      TRUST_PROXY: "true",
      NODE_ENV: "production",
      // e2e/global-setup.ts listens on UDP at the app's port number.
      DNS_SERVERS: `127.0.0.1:${PORT}`,
      // The form inbox journey's webhook receiver listens on this machine.
      WEBHOOK_ALLOW_PRIVATE: "on",
      // The fediverse journey's second server (server/test/fediverse-remote.ts) listens on 127.0.0.2.
      FEDIVERSE_ALLOW_PRIVATE: "on",
      // The site creator's AI copy, from the chat-completions service e2e/global-setup.ts starts.
      AI_BASE_URL: `http://127.0.0.1:${PORT + 20000}/v1`,
      AI_MODEL: "e2e-model",
      // The inbound SMTP server, clear of 2525 where a developer's own server may be listening.
      MAIL_SMTP_PORT: String(PORT + 22000),
      // What mailboxes send goes to each recipient's MX, which the suite's DNS zone points at the mail
      // server e2e/global-setup.ts starts on this port (e2e/mail-sink.ts).
      MAIL_DIRECT: "on",
      MAIL_DIRECT_PORT: String(PORT + 23000),
    },
  },
});
