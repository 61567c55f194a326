// The builder's limits, named by meaning. Sizes are checked before esbuild runs (docs/decisions/007).
import { MAX_FILE_BYTES } from "@common/files";

/** A source file the editor can save can also be built: the same 2 MB cap as storage. */
export const MAX_BUILD_FILE_BYTES = MAX_FILE_BYTES;
/** All of a site's source files together. */
export const MAX_BUILD_SITE_BYTES = 10 * 1024 * 1024;
/** Enough for generated sites of thousands of modules, small enough to bound resolver work. */
export const MAX_BUILD_SITE_FILES = 10_000;
/** Brackets nested deeper than this crash esbuild's recursive parser long before any real code needs them. */
export const MAX_NESTING_DEPTH = 2_000;
/** What one publish may emit (HTML, scripts, styles and images together). */
export const MAX_PUBLISH_OUTPUT_BYTES = 64 * 1024 * 1024;

/** A build that runs longer ends its worker and answers 503 (docs/decisions/007). */
export const BUILD_TIMEOUT_MS = 10_000;
/** V8 heap of one worker process (`--max-old-space-size`). */
export const WORKER_MEMORY_MB = 512;
/** Memory outside the V8 heap (buffers, typed arrays) a worker may add before it is stopped. */
export const WORKER_RSS_HEADROOM_MB = 384;
export const WORKER_RSS_CHECK_MS = 200;
/**
 * Sites whose esbuild contexts a worker keeps warm, least recently used evicted first. A context of a
 * starter-sized page holds about 10 MB in esbuild, which counts against the worker's memory cap.
 */
export const WARM_SITES_PER_WORKER = 4;
/** Pages of one site with a warm preview context. */
export const WARM_PAGES_PER_SITE = 4;
/** Renders one prerender sandbox serves (each in a fresh realm) before a new one takes over. */
export const SANDBOX_RENDERS = 100;
/** A sandbox left idle this long is ended; the organization's next publish takes a spare. */
export const SANDBOX_IDLE_MS = 60_000;
/**
 * The address space Node 24 takes before any heap: about 1.3 GB reserved at start (code range, the heap's
 * reservations, thread stacks, malloc arenas; measured with VmPeak) and 1.5 GB after a 200-page render.
 * A sandbox may map this plus its heap cap plus SANDBOX_BUFFER_HEADROOM_MB, and the kernel refuses the
 * rest (RLIMIT_AS): what it holds stays bounded whether it is building, idle or stopped.
 */
export const SANDBOX_BASE_ADDRESS_SPACE_MB = 1_536;
/** Memory outside the V8 heap (array buffers, strings on their way out) a sandbox may map past its heap cap. */
export const SANDBOX_BUFFER_HEADROOM_MB = 256;
/**
 * CPU seconds in a sandbox's life, all its threads together (RLIMIT_CPU: SIGXCPU then, SIGKILL 5 s later).
 * A worker retires its sandbox between builds once it has used half: a build (BUILD_TIMEOUT_MS, with V8's
 * four helper threads beside the main one) cannot use the other half.
 */
export const SANDBOX_CPU_SECONDS = 120;
/** Tasks (processes and threads) in one sandbox: Node's dozen at most, bubblewrap's init, nothing more. */
export const SANDBOX_TASKS = 16;
/** Open files in one sandbox: Node's own (event loop, pipes, stdio) and a few more. */
export const SANDBOX_OPEN_FILES = 64;
/**
 * After each reply a sandbox readies its next realm and says it is idle; the worker then stops it (SIGSTOP)
 * until its next request. One that has not said so by this deadline is ended.
 */
export const SANDBOX_IDLE_REPORT_MS = 5_000;
/** Builds one organization may have waiting; past this its next build answers 429 at once. */
export const MAX_QUEUED_BUILDS_PER_ORGANIZATION = 20;
/** Builds waiting for a worker; past this the builder answers 503 at once. */
export const MAX_QUEUED_BUILDS = 200;
/** A build waits this long for the worker that holds its site warm before another worker takes it. */
export const AFFINITY_WAIT_MS = 150;
