// What a prerender sandbox's file system holds: the Node binary, util-linux's prlimit (which sets the
// sandbox's resource limits from inside it), the shared libraries those two load and the dynamic loader,
// each bound read-only at the path the loader will ask for, and nothing else of the host (no /usr, no /etc).
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, readlinkSync, realpathSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** A sandbox cannot be set up on this host; publishing answers 503 with this message. */
export class SandboxSetupError extends Error {}

const LDD = ["/usr/bin/ldd", "/bin/ldd"];
const PRLIMIT = ["/usr/bin/prlimit", "/bin/prlimit"];

function firstExisting(paths: string[], missing: string): string {
  const found = paths.find((path) => existsSync(path));
  if (found === undefined) throw new SandboxSetupError(missing);
  return realpathSync(found);
}

/**
 * The libraries and loader `ldd` lists for one of our own programs (ldd runs the program's loader, so it is
 * never pointed at anything untrusted), as absolute paths.
 */
function sharedLibraries(program: string): string[] {
  const ldd = firstExisting(LDD, "ldd is not installed");
  const result = spawnSync(ldd, [program], { encoding: "utf8", env: {} });
  if (result.status !== 0) throw new SandboxSetupError(`ldd cannot read ${basename(program)}`);
  const paths: string[] = [];
  for (const line of result.stdout.split("\n")) {
    if (line.includes("not found")) throw new SandboxSetupError(`${basename(program)} needs a missing library`);
    const path = /(?:=>\s*)?(\/\S+)\s+\(0x/.exec(line)?.[1];
    if (path !== undefined) paths.push(path);
  }
  return paths;
}

/** Binds a file where the loader will open it: its folder resolved (as the sandbox's symlinks resolve it), its own name kept. */
function bindFile(path: string): [string, string] {
  return [realpathSync(path), join(realpathSync(dirname(path)), basename(path))];
}

/** /lib, /lib64, /bin and /sbin as symlinks into /usr where the host has them so, for the loader's paths. */
function topLevelLinks(): string[] {
  const args: string[] = [];
  for (const root of ["/bin", "/lib", "/lib64", "/sbin"]) {
    try {
      if (lstatSync(root).isSymbolicLink()) args.push("--symlink", readlinkSync(root), root);
    } catch {
      // Not every system has every one.
    }
  }
  return args;
}

/**
 * Where Node is inside: one fixed path, so the sandbox learns nothing of where the project lives (the
 * project's own Node sits under its checkout) and no folder of the host's layout, such as /tmp, appears in
 * the sandbox to be written to or listed.
 */
export const INSIDE_NODE = "/sandbox/node";

/** `node`: the binary's path inside the sandbox; the rest are paths the host and the sandbox share. */
export type SandboxFiles = { node: string; prlimit: string; bindArgs: string[] };

let known: SandboxFiles | undefined;

/** Worked out once per process: the same binaries serve every sandbox it starts. */
export function sandboxFiles(): SandboxFiles {
  if (known !== undefined) return known;
  const node = realpathSync(process.execPath);
  const prlimit = firstExisting(PRLIMIT, "prlimit (util-linux) is not installed");
  const binds = new Map<string, string>([[INSIDE_NODE, node]]);
  for (const path of [prlimit, ...sharedLibraries(node), ...sharedLibraries(prlimit)]) {
    const [source, target] = bindFile(path);
    binds.set(target, source);
  }
  const bindArgs = [...binds].flatMap(([target, source]) => ["--ro-bind", source, target]);
  known = { node: INSIDE_NODE, prlimit, bindArgs: [...topLevelLinks(), ...bindArgs] };
  return known;
}
