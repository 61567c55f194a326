// A world for billing tests: the PayFast simulator, and the app reachable over HTTP (PayFast posts its
// notifications to the app's address) with billing on and PayFast configured to the simulator.
import type { AddressInfo } from "node:net";
import type { Checkout } from "@common/schemas/billing";
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, beforeAll } from "vitest";
import { type PayfastSimulator, startPayfastSimulator } from "./payfast-simulator";
import type { TestApp } from "./test-app";

const MERCHANT = { merchantId: "10000100", merchantKey: "46f0cd694581a", passphrase: "jt7NOE43FZPn" };

export type BillingWorld = ReturnType<typeof billingWorld>;

/** Call at a test file's top level; pass `env` to describeEachDb and `bind(use())` in each suite's beforeAll. */
export function billingWorld(extra: Record<string, string> = {}) {
  let simulator: PayfastSimulator | undefined;
  let app: TestApp | undefined;
  const server = createAdaptorServer({
    fetch: (request, env) => {
      if (!app) return new Response("no app", { status: 503 });
      return app.app.fetch(request, env);
    },
  });
  let origin = "";
  beforeAll(async () => {
    simulator = await startPayfastSimulator(MERCHANT);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await simulator?.close();
    await new Promise((resolve) => server.close(resolve));
  });
  const sim = () => {
    if (!simulator) throw new Error("simulator not started");
    return simulator;
  };
  return {
    env: () => ({
      BILLING: "on",
      APP_ORIGIN: origin,
      PAYFAST_MERCHANT_ID: MERCHANT.merchantId,
      PAYFAST_MERCHANT_KEY: MERCHANT.merchantKey,
      PAYFAST_PASSPHRASE: MERCHANT.passphrase,
      PAYFAST_URL: sim().processUrl,
      PAYFAST_VALIDATE_URL: sim().validateUrl,
      PAYFAST_API_URL: sim().apiUrl,
      PAYFAST_ITN_SOURCES: "127.0.0.1/32,::1/128",
      PLATFORM_ADMINS: "operator@example.com",
      ...extra,
    }),
    bind(testApp: TestApp) {
      app = testApp;
    },
    sim,
    /** Pays a card checkout at the simulator ("pay", "decline" or "cancel"); resolves to the return address. */
    async pay(checkout: Checkout, action: "pay" | "decline" | "cancel" = "pay") {
      if (checkout.method !== "card") throw new Error("not a card checkout");
      const next = await sim().pay(checkout.form, action);
      await sim().settled();
      return next;
    },
  };
}
