// A build worker process: takes one build at a time from the pool over IPC. The pool ends it on a timeout,
// a crash or too much memory, and starts another.
import { BuildError } from "./build-error";
import { toBuildError } from "./esbuild-problems";
import { buildPreview } from "./preview-build";
import type { WorkerReply, WorkerRequest } from "./protocol";
import { buildSite } from "./site-build";
import { SiteCache } from "./site-cache";

const sites = new SiteCache();

function send(reply: WorkerReply): Promise<void> {
  return new Promise((resolve) => {
    if (process.send === undefined) return resolve();
    process.send(reply, undefined, undefined, () => resolve());
  });
}

async function run(request: WorkerRequest): Promise<WorkerReply> {
  try {
    const site = await sites.use(request.siteId, request.files);
    const result = request.type === "preview" ? await buildPreview(site, request.pagePath) : await buildSite(site);
    return { type: "done", jobId: request.jobId, result };
  } catch (thrown) {
    const error = toBuildError(thrown);
    if (error instanceof BuildError) {
      const { status, message, problems } = error;
      return { type: "failed", jobId: request.jobId, status, message, problems, fatal: status === 503 };
    }
    // Unexpected errors stay in the worker's log: their text may hold host paths.
    process.stderr.write(`[build worker] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return {
      type: "failed",
      jobId: request.jobId,
      status: 500,
      message: "The build failed unexpectedly",
      problems: [],
      fatal: false,
    };
  }
}

// Pages may leave rejected promises behind in the prerender context; they must not end the worker.
process.on("unhandledRejection", () => undefined);

process.on("message", async (request: WorkerRequest) => {
  const reply = await run(request);
  await send(reply);
  if (reply.type === "failed" && reply.fatal) process.exit(70);
});

process.on("disconnect", () => {
  void sites.clear().finally(() => process.exit(0));
});

void send({ type: "ready" });
