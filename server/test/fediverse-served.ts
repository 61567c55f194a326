// A Vitest file's app on a real socket beside a second fediverse server (fediverse-remote.ts).
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, beforeAll } from "vitest";
import { type Remote, startRemote } from "./fediverse-remote";

/**
 * For a test file: the app served on a real socket of 127.0.0.1 (so the remote reaches the site's hosts)
 * and the remote, both started before the file's suites and closed after them. `serve(app)` points the
 * socket at a suite's app; start that app with `PORT: String(port())` so its hosts name this socket.
 */
export function servedWithRemote() {
  let handle: (request: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  const server = createAdaptorServer({ fetch: (request: Request) => handle(request) });
  let port = 0;
  let remote: Remote | undefined;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
    remote = await startRemote();
  });
  afterAll(async () => {
    await remote?.close();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    port: () => port,
    /** The remote, with what it received so far forgotten (the other database's suite used it too). */
    remote: () => {
      if (!remote) throw new Error("the remote is not started");
      remote.received.length = 0;
      return remote;
    },
    serve: (app: { app: { fetch: (request: Request) => Response | Promise<Response> } }) => {
      handle = (request) => app.app.fetch(request);
    },
  };
}
