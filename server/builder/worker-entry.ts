// A build worker process: takes one build at a time from the pool over IPC. The pool ends it on a timeout,
// a crash or too much memory, and starts another.
import { BuildError } from "./build-error";
import { SERVICE_DEATH_MESSAGE, toBuildError } from "./esbuild-problems";
import { Prerenderer } from "./prerender";
import { buildPreview } from "./preview-build";
import type { WorkerReply, WorkerRequest } from "./protocol";
import { buildSite } from "./site-build";
import { SiteCache } from "./site-cache";

const sites = new SiteCache();
// The pool passes the worker's memory cap and the prerender sandbox's program (worker-process.ts).
const prerenderer = new Prerenderer({ memoryMb: Number(process.argv[2]), programFile: String(process.argv[3]) });

function send(reply: WorkerReply): Promise<void> {
  return new Promise((resolve) => {
    if (process.send === undefined) return resolve();
    process.send(reply, undefined, undefined, () => resolve());
  });
}

async function run(request: WorkerRequest): Promise<WorkerReply> {
  try {
    const site = await sites.use(request.siteId, request.files, request.media, request.content, request.shop);
    const result =
      request.type === "preview"
        ? await buildPreview(site, request.pagePath)
        : await buildSite(site, prerenderer.for(request.organizationId), {
            head: request.head,
            url: request.url,
            contentOnly: request.contentOnly,
          });
    return { type: "done", jobId: request.jobId, result };
  } catch (thrown) {
    const error = toBuildError(thrown);
    if (error instanceof BuildError) {
      const { status, message, problems } = error;
      return {
        type: "failed",
        jobId: request.jobId,
        status,
        message,
        problems,
        fatal: message === SERVICE_DEATH_MESSAGE,
      };
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

process.on("message", async (request: WorkerRequest) => {
  const reply = await run(request);
  await send(reply);
  if (reply.type === "failed" && reply.fatal) process.exit(70);
  prerenderer.prepareNext();
});

process.on("disconnect", () => {
  prerenderer.close();
  void sites.clear().finally(() => process.exit(0));
});

void send({ type: "ready" });
