// The sweep runs by itself, about once a day, on whichever app process takes the job. Each sweep asks for
// the next. The day a sweep is due is its singleton key, so however many processes start (or restart)
// there is one chain of sweeps, with at most one extra sweep on a day something started.
import type { Db } from "../db/create-db";
import type { JobRunner } from "../jobs/job-runner";
import type { BlobStore } from "./blob-store";
import { sweepBlobs } from "./blob-sweep";

export const BLOB_SWEEP_QUEUE = "blob-sweep";
const DAY_SECONDS = 24 * 60 * 60;
/** The first sweep after a start waits an hour: a process that restarts in a loop does not sweep in a loop. */
const FIRST_SWEEP_AFTER_SECONDS = 60 * 60;

type Deps = { db: Db; blobs: BlobStore; jobs: JobRunner };

/** Asks for a sweep in `seconds`, keyed by the day it is due. */
function scheduleSweep(deps: Deps, seconds: number, now = Date.now()) {
  const due = new Date(now + seconds * 1000).toISOString().slice(0, 10);
  return deps.jobs.send(
    BLOB_SWEEP_QUEUE,
    {},
    { singletonKey: `${BLOB_SWEEP_QUEUE}:${due}`, startAfterSeconds: seconds },
  );
}

/** Registers the sweep's queue; call `scheduleBlobSweep` once the runner has started. */
export async function registerBlobSweepJob(deps: Deps): Promise<void> {
  await deps.jobs.work(BLOB_SWEEP_QUEUE, async () => {
    await sweepBlobs(deps);
    await scheduleSweep(deps, DAY_SECONDS);
  });
}

/** Makes sure a sweep is waiting, an hour from now. */
export async function scheduleBlobSweep(deps: Deps): Promise<void> {
  await scheduleSweep(deps, FIRST_SWEEP_AFTER_SECONDS);
}
