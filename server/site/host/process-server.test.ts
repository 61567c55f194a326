import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "../../env";
import { describeEachDb } from "../../test/test-app";
import { ListenError, startProcessServer } from "./process-server";
import { serve, visitOver } from "./served";

describe("SITE_FRONT", () => {
  it("is on unless set to off, and anything else is refused at start-up", () => {
    const base = { AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/webcraft-env-test" };
    expect(loadEnv(base).siteFront).toBe(true);
    expect(loadEnv({ ...base, SITE_FRONT: "off" }).siteFront).toBe(false);
    expect(() => loadEnv({ ...base, SITE_FRONT: "no" })).toThrow(EnvError);
    expect(() => loadEnv({ ...base, SITE_FRONT: "no" })).toThrow(/SITE_FRONT: must be "on" or "off"/);
  });
});

describeEachDb(
  "the server with SITE_FRONT=off",
  (use) => {
    it("listens itself, with no front process, and serves the app and the sites", async () => {
      const served = await serve(use());
      try {
        expect(served.server.pid).toBeUndefined();
        const appHost = new URL(use().env.appOrigin).host;
        expect((await visitOver(served.port, appHost, "/api/health")).status).toBe(200);
        const site = await visitOver(served.port, `nobody.${use().env.siteDomain}`, "/");
        expect(await site.text()).toContain("Site not found");
      } finally {
        await served.close();
      }
    });

    it("says which port it cannot listen on", async () => {
      const blocker = createServer().listen(0, "127.0.0.1");
      await new Promise((resolve) => blocker.once("listening", resolve));
      const address = blocker.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const app = use();
      const server = startProcessServer(app.deps, app.app.fetch, { port, host: "127.0.0.1" });
      await expect(server.ready).rejects.toThrow(new ListenError(`cannot listen on port ${port}: it is in use`));
      blocker.close();
    });
  },
  { SITE_FRONT: "off" },
);
