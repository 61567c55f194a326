// The sandbox's program as a process of the host: found below bubblewrap, stopped and continued, its CPU
// time read. The worker spawns bubblewrap; bubblewrap starts a process that is pid 1 of the sandbox's PID
// namespace, which starts the program (prlimit, which becomes Node), in a session of its own.
import { readFileSync } from "node:fs";

/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ) on every architecture the sandbox runs on. */
const TICKS_PER_SECOND = 100;

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The program's pid on the host, two generations below bubblewrap's; undefined until it has started. */
export function programPid(bubblewrapPid: number): number | undefined {
  const [init] = children(bubblewrapPid);
  return init === undefined ? undefined : children(init)[0];
}

/** Every process below `pid`, however deep (the program and anything it managed to start). */
function descendants(pid: number): number[] {
  return children(pid).flatMap((child) => [child, ...descendants(child)]);
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** User and system CPU time the process has used, all its threads together, in seconds (0 once gone). */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are the 14th and 15th fields of the whole line, the 12th and 13th after the name.
  return fields === null ? 0 : (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The process's state letter: R running, S sleeping, T stopped, Z zombie; null once gone. */
export function processState(pid: number): string | null {
  return statFields(pid)?.[0] ?? null;
}

/**
 * Signals every process inside the sandbox but bubblewrap's own pid 1: the program, and whatever it started
 * even in a session of its own. False when there was none left to signal.
 */
export function signalSandbox(bubblewrapPid: number, signal: NodeJS.Signals): boolean {
  const [init] = children(bubblewrapPid);
  let signalled = false;
  for (const pid of init === undefined ? [] : descendants(init)) {
    try {
      process.kill(pid, signal);
      signalled = true;
    } catch {
      // Ended in the meantime.
    }
  }
  return signalled;
}
