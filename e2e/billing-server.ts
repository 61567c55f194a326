// A second app with PayFast's simulator as its card gateway, for the journeys that pay: the billing
// journeys run it with billing on (the suite's own server keeps billing off, as `npm start` does, so its
// journeys are not held to Free's limits); the shop's journey runs one with billing off on a port of its
// own. Started by the journey that needs it and stopped after it.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { type PayfastSimulator, startPayfastSimulator } from "../server/test/payfast-simulator";
import { E2E_DATA_DIR, E2E_PORT } from "./data-dir";
import { expect, signUpViaApi } from "./fixtures";

/** The billing app's port: the suite's, moved well clear of the others a run takes. */
export const BILLING_PORT = E2E_PORT + 21_000;
export const BILLING_ORIGIN = `http://localhost:${BILLING_PORT}`;
/** The billing app's one operator (PLATFORM_ADMINS), who keeps its EFT desk. */
export const OPERATOR_EMAIL = "desk@example.com";
const MERCHANT = { merchantId: "10000100", merchantKey: "46f0cd694581a", passphrase: "jt7NOE43FZPn" };

export type BillingServer = {
  simulator: PayfastSimulator;
  /** The app's address, `http://localhost:{port}`: the one PayFast's notifications go to as well. */
  origin: string;
  dataDir: string;
  stop: () => Promise<void>;
};
/** `payfast: false` leaves PayFast's merchant settings out: card payment is off and plans are paid by EFT. */
export type BillingServerOptions = { port?: number; billing?: boolean; payfast?: boolean };

async function waitForHealth(origin: string, child: ChildProcess, output: string[]) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the billing app stopped:\n${output.join("")}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the billing app did not start:\n${output.join("")}`);
}

/** The app on `port` (BILLING_PORT unless given), billing on unless `billing: false`. */
export async function startBillingServer({
  port = BILLING_PORT,
  billing = true,
  payfast = true,
}: BillingServerOptions = {}): Promise<BillingServer> {
  const origin = `http://localhost:${port}`;
  const simulator = await startPayfastSimulator(MERCHANT);
  const dataDir = port === BILLING_PORT ? `${E2E_DATA_DIR}-billing` : `${E2E_DATA_DIR}-app-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const output: string[] = [];
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: process.env.E2E_WEB_DIST ?? "dist/web",
      NODE_ENV: "production",
      // Its inbound SMTP server on a free port: the suite's own server holds another.
      MAIL_SMTP_PORT: "0",
      BILLING: billing ? "on" : "off",
      BILLING_ISSUER_NAME: "Webcraft (Pty) Ltd",
      BILLING_ISSUER_ADDRESS: "1 Long Street, Cape Town, 8001",
      BILLING_ISSUER_VAT_NUMBER: "4123456789",
      BILLING_BANK_ACCOUNT: "First National Bank, account 62000000000, branch code 250655",
      ...(payfast
        ? {
            PAYFAST_MERCHANT_ID: MERCHANT.merchantId,
            PAYFAST_MERCHANT_KEY: MERCHANT.merchantKey,
            PAYFAST_PASSPHRASE: MERCHANT.passphrase,
          }
        : {}),
      PAYFAST_URL: simulator.processUrl,
      PAYFAST_VALIDATE_URL: simulator.validateUrl,
      PAYFAST_API_URL: simulator.apiUrl,
      PAYFAST_ITN_SOURCES: "127.0.0.1/32,::1/128",
      TRUST_PROXY: "false",
      PLATFORM_ADMINS: OPERATOR_EMAIL,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  await waitForHealth(origin, child, output);
  return {
    simulator,
    origin,
    dataDir,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      await simulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The installation's operator (OPERATOR_EMAIL, in PLATFORM_ADMINS), signed up in a browser of their own
 * with an organization, as they need one to open the admin.
 */
export async function operatorPage(browser: Browser, origin: string): Promise<Page> {
  const desk = await browser.newContext({ baseURL: origin });
  const operator = await desk.newPage();
  await signUpViaApi(operator, { name: "Desk", email: OPERATOR_EMAIL, password: "a sturdy password" });
  // A write with the session cookie names the app, as the SPA's own do.
  const organization = await operator.request.post("/api/organizations", {
    data: { name: "Webcraft Operations" },
    headers: { origin },
  });
  expect(organization.status()).toBe(201);
  return operator;
}
