// Starts one prerender sandbox: a Node process locked down from its first instruction by two layers the
// operating system and the runtime enforce, whatever the code inside does (docs/decisions/007).
//   bubblewrap: new user, PID, network, IPC, UTS and cgroup namespaces, no capabilities; a file system
//     holding /usr read-only and the sandbox's own program, nothing else (no data folder, no /proc of
//     other processes, no /tmp); no network but a loopback of its own; an empty environment; and, when the
//     server runs as root, the unprivileged user 'nobody'.
//   Node's permission model: no file reads but its own program, no writes, no child processes, no worker
//     threads, no native addons, no inspector.
import { type ChildProcess, spawn } from "node:child_process";
import { lstatSync, readlinkSync, realpathSync } from "node:fs";

/** The overflow user: owns no files, so a process running as it can open only what is world-readable. */
const NOBODY = 65_534;
const INSIDE_PROGRAM = "/sandbox/prerender.mjs";
const STDERR_TAIL_BYTES = 4096;

export type SandboxOptions = {
  /** The program to run inside: the prerender sandbox's own, or a test's stand-in for escaped code. */
  programFile: string;
  memoryMb: number;
  /** bubblewrap's program; another only where a test shows what happens without it. */
  bubblewrap?: string;
};

/** The top-level entries of a merged-/usr system (symlinks into /usr) or, on older systems, folders. */
function systemRoots(): string[] {
  const args: string[] = [];
  for (const root of ["/bin", "/lib", "/lib64", "/sbin"]) {
    try {
      const stat = lstatSync(root);
      if (stat.isSymbolicLink()) args.push("--symlink", readlinkSync(root), root);
      else if (stat.isDirectory()) args.push("--ro-bind", root, root);
    } catch {
      // Not every system has every one.
    }
  }
  return args;
}

/** The flag that turns the permission model on: `--permission` from Node 22, experimental before. */
function permissionFlag(): string {
  return process.allowedNodeEnvironmentFlags.has("--permission") ? "--permission" : "--experimental-permission";
}

export function sandboxCommand(options: SandboxOptions): { command: string; args: string[] } {
  const node = realpathSync(process.execPath);
  const args = [
    "--unshare-all",
    "--die-with-parent",
    "--new-session",
    "--cap-drop",
    "ALL",
    "--ro-bind",
    "/usr",
    "/usr",
    ...systemRoots(),
    ...(node.startsWith("/usr/") ? [] : ["--ro-bind", node, node]),
    "--ro-bind",
    options.programFile,
    INSIDE_PROGRAM,
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--remount-ro",
    "/",
    "--chdir",
    "/",
    "--clearenv",
    "--",
    node,
    permissionFlag(),
    `--allow-fs-read=${INSIDE_PROGRAM}`,
    "--no-addons",
    "--disallow-code-generation-from-strings",
    // Lets the site realm answer import() with an error of its own (site-realm.ts); no loader is given.
    "--experimental-vm-modules",
    "--no-warnings",
    `--max-old-space-size=${options.memoryMb}`,
    INSIDE_PROGRAM,
  ];
  return { command: options.bubblewrap ?? "bwrap", args };
}

/** How a sandbox ended: its exit and the end of what it wrote to stderr. */
export type SandboxExit = { code: number | null; signal: NodeJS.Signals | null; stderr: string; spawnError?: Error };

export function startSandboxProcess(options: SandboxOptions): ChildProcess {
  const { command, args } = sandboxCommand(options);
  const asRoot = process.getuid?.() === 0;
  return spawn(command, args, {
    stdio: ["pipe", "pipe", "pipe"],
    env: {},
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
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
