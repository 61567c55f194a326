// Starts one prerender sandbox: a Node process locked down from its first instruction by layers the kernel
// and the runtime enforce, whatever the code inside does (docs/decisions/007).
//   bubblewrap: new user, PID, network, IPC, UTS and cgroup namespaces, no capabilities, no further user
//     namespaces; a read-only file system holding the Node binary, prlimit, their libraries and the
//     sandbox's own program, nothing else (no /usr, no /etc, no data folder, no /tmp, a /dev of four
//     device nodes); no network but a loopback of its own; an empty environment; and, when the server runs
//     as root, the unprivileged user 'nobody'.
//   seccomp (seccomp-filter.ts): no ptrace, no namespaces or mounts, no kernel keyring, BPF, perf, io_uring
//     or userfaultfd, no sockets but local ones.
//   resource limits (prlimit, set inside the sandbox's own user namespace so that its process count is its
//     own): address space, CPU seconds, tasks, open files, no core dumps.
//   Node's permission model: no file reads but its own program, no writes, no child processes, no worker
//     threads, no native addons, no inspector.
import { type ChildProcess, spawn } from "node:child_process";
import type { Writable } from "node:stream";
import {
  SANDBOX_BASE_ADDRESS_SPACE_MB,
  SANDBOX_BUFFER_HEADROOM_MB,
  SANDBOX_CPU_SECONDS,
  SANDBOX_OPEN_FILES,
  SANDBOX_TASKS,
} from "../limits";
import { SandboxSetupError, sandboxFiles } from "./sandbox-files";
import { filterArch, seccompFilter } from "./seccomp-filter";

/** The overflow user: owns no files, so a process running as it can open only what is world-readable. */
const NOBODY = 65_534;
const INSIDE_FOLDER = "/sandbox";
const INSIDE_PROGRAM = `${INSIDE_FOLDER}/prerender.mjs`;
/** The descriptor bubblewrap reads the seccomp filter from (the fourth of the spawn's stdio). */
const SECCOMP_FD = 3;
const STDERR_TAIL_BYTES = 4096;
const MB = 1024 * 1024;
/** Between the CPU limit's SIGXCPU and the kernel's SIGKILL. */
const CPU_GRACE_SECONDS = 5;

export type SandboxOptions = {
  /** The program to run inside: the prerender sandbox's own, or a test's stand-in for escaped code. */
  programFile: string;
  memoryMb: number;
  /** RLIMIT_CPU; SANDBOX_CPU_SECONDS unless a test needs a limit it can reach. */
  cpuSeconds?: number;
  /** bubblewrap's program; another only where a test shows what happens without it. */
  bubblewrap?: string;
  /**
   * Only for the containment test, which shows what each layer refuses on its own: layers left out, and
   * files bound read-only beside the program (a native stand-in for escaped code).
   */
  testing?: { withoutPermissionModel?: boolean; withoutSeccomp?: boolean; extraFiles?: string[] };
};

/** The address space a sandbox may map (see SANDBOX_BASE_ADDRESS_SPACE_MB). */
export function addressSpaceBytes(memoryMb: number): number {
  return (SANDBOX_BASE_ADDRESS_SPACE_MB + memoryMb + SANDBOX_BUFFER_HEADROOM_MB) * MB;
}

function limitArgs(options: SandboxOptions, prlimit: string): string[] {
  const cpu = options.cpuSeconds ?? SANDBOX_CPU_SECONDS;
  return [
    prlimit,
    `--as=${addressSpaceBytes(options.memoryMb)}`,
    `--cpu=${cpu}:${cpu + CPU_GRACE_SECONDS}`,
    `--nproc=${SANDBOX_TASKS}`,
    `--nofile=${SANDBOX_OPEN_FILES}`,
    "--core=0",
    "--",
  ];
}

function nodeArgs(options: SandboxOptions, node: string): string[] {
  const permission = options.testing?.withoutPermissionModel
    ? []
    : ["--permission", `--allow-fs-read=${INSIDE_PROGRAM}`, "--no-addons"];
  return [
    node,
    ...permission,
    "--disallow-code-generation-from-strings",
    // Lets the site realm answer import() with an error of its own (site-realm.ts): on Node 24 a function
    // given as importModuleDynamically still needs this flag, and without it Node rejects with an error of
    // the host's realm. No loader is given; the flag changes nothing else the program uses.
    "--experimental-vm-modules",
    "--no-warnings",
    `--max-old-space-size=${options.memoryMb}`,
    INSIDE_PROGRAM,
  ];
}

export function sandboxCommand(options: SandboxOptions): { command: string; args: string[] } {
  const files = sandboxFiles();
  const extraFiles = options.testing?.extraFiles ?? [];
  const seccomp = options.testing?.withoutSeccomp ? [] : ["--seccomp", String(SECCOMP_FD)];
  const args = [
    "--unshare-all",
    "--unshare-user",
    "--disable-userns",
    "--die-with-parent",
    "--new-session",
    "--cap-drop",
    "ALL",
    ...files.bindArgs,
    "--ro-bind",
    options.programFile,
    INSIDE_PROGRAM,
    ...extraFiles.flatMap((file) => ["--ro-bind", file, `${INSIDE_FOLDER}/${file.split("/").pop()}`]),
    "--proc",
    "/proc",
    // Four device nodes on a read-only /dev: nothing there to write to or to fill.
    "--tmpfs",
    "/dev",
    ...["null", "zero", "random", "urandom"].flatMap((device) => ["--dev-bind", `/dev/${device}`, `/dev/${device}`]),
    "--remount-ro",
    "/dev",
    "--remount-ro",
    "/",
    "--chdir",
    "/",
    "--clearenv",
    ...seccomp,
    "--",
    ...limitArgs(options, files.prlimit),
    ...nodeArgs(options, files.node),
  ];
  return { command: options.bubblewrap ?? "bwrap", args };
}

/** How a sandbox ended: its exit and the end of what it wrote to stderr. */
export type SandboxExit = { code: number | null; signal: NodeJS.Signals | null; stderr: string; spawnError?: Error };

/** Starts the sandbox; throws SandboxSetupError where this host cannot run one (no filter, a tool missing). */
export function startSandboxProcess(options: SandboxOptions): ChildProcess {
  const arch = filterArch();
  if (arch === null) throw new SandboxSetupError(`no seccomp filter for ${process.arch}`);
  const { command, args } = sandboxCommand(options);
  const asRoot = process.getuid?.() === 0;
  const filter = options.testing?.withoutSeccomp ? null : seccompFilter(arch);
  const child = spawn(command, args, {
    // The fourth pipe carries the filter; bubblewrap reads it to its end and closes it before the program starts.
    stdio: filter === null ? ["pipe", "pipe", "pipe"] : ["pipe", "pipe", "pipe", "pipe"],
    env: {},
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  const filterPipe = child.stdio[SECCOMP_FD] as Writable | null | undefined;
  filterPipe?.on("error", () => undefined);
  if (filter !== null) filterPipe?.end(filter);
  return child;
}

/** Collects how the process ends; resolves once, after 'close' (or a failed spawn). */
export function sandboxExit(child: ChildProcess): Promise<SandboxExit> {
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
  });
  return new Promise((resolve) => {
    child.once("error", (spawnError) => resolve({ code: null, signal: null, stderr, spawnError }));
    child.once("close", (code, signal) => resolve({ code, signal, stderr }));
  });
}
