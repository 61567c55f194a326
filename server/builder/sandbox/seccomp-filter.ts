// The prerender sandbox's seccomp filter: a classic BPF program, which bubblewrap loads (`--seccomp FD`)
// just before it starts the sandbox's program, so the kernel refuses the calls below whatever runs inside,
// even native code that got past Node's permission model. Everything else is allowed: the filter narrows
// what the kernel offers a process that already has no capabilities, no network and no host files.
import { CHECKED_SYSCALLS, REFUSED_SYSCALLS } from "./syscalls";

type Arch = "x64" | "arm64";

/** The kernel's names for the architectures (AUDIT_ARCH_*), which each filtered call carries. */
const AUDIT_ARCH: Record<Arch, number> = { x64: 0xc000003e, arm64: 0xc00000b7 };
/** x86-64 numbers its x32 calls from here; they reach the same kernel code under other numbers. */
const X32_SYSCALL_BIT = 0x40000000;
/** CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET: a clone that makes any namespace. */
const CLONE_NAMESPACE_FLAGS = 0x7e020000;
const AF_UNIX = 1;
const EPERM = 1;
const ENOSYS = 38;

const RET_KILL_PROCESS = 0x80000000;
const RET_ERRNO = 0x00050000;
const RET_ALLOW = 0x7fff0000;

// Offsets into struct seccomp_data: the call's number, its architecture, the low half of its first argument.
const NR = 0;
const ARCH = 4;
const ARG0_LOW = 16;

const LD_ABS = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JEQ = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const JGE = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const JSET = 0x45; // BPF_JMP | BPF_JSET | BPF_K
const RET = 0x06; // BPF_RET | BPF_K

/** One instruction; a jump names its targets by label (undefined: the next instruction). */
type Line = { label?: string; code: number; k: number; jt?: string; jf?: string };

/** Lays the instructions out as struct sock_filter (8 bytes each, little-endian), jumps counted forward. */
function assemble(lines: Line[]): Buffer {
  const at = new Map(lines.flatMap((line, index) => (line.label ? [[line.label, index] as const] : [])));
  const offset = (from: number, label: string | undefined) => {
    if (label === undefined) return 0;
    const distance = (at.get(label) ?? Number.NaN) - from - 1;
    if (!(distance >= 0 && distance <= 255)) throw new Error(`seccomp filter: no jump from ${from} to ${label}`);
    return distance;
  };
  const program = Buffer.alloc(lines.length * 8);
  lines.forEach((line, index) => {
    program.writeUInt16LE(line.code, index * 8);
    program.writeUInt8(offset(index, line.jt), index * 8 + 2);
    program.writeUInt8(offset(index, line.jf), index * 8 + 3);
    program.writeUInt32LE(line.k >>> 0, index * 8 + 4);
  });
  return program;
}

/** The architecture the filter is written for: the server's own; null where the sandbox has no filter for it. */
export function filterArch(arch: string = process.arch): Arch | null {
  return arch === "x64" || arch === "arm64" ? arch : null;
}

export function seccompFilter(arch: Arch): Buffer {
  const refused = Object.values(REFUSED_SYSCALLS).flatMap((numbers) => (numbers[arch] === null ? [] : [numbers[arch]]));
  const checked = (name: keyof typeof CHECKED_SYSCALLS) => CHECKED_SYSCALLS[name][arch];
  return assemble([
    // Another architecture's calls (32-bit ones on a 64-bit kernel, say) have other numbers: none is let through.
    { code: LD_ABS, k: ARCH },
    { code: JEQ, k: AUDIT_ARCH[arch], jf: "kill" },
    { code: LD_ABS, k: NR },
    ...(arch === "x64" ? [{ code: JGE, k: X32_SYSCALL_BIT, jt: "enosys" }] : []),
    { code: JEQ, k: checked("clone3"), jt: "enosys" },
    { code: JEQ, k: checked("clone"), jt: "clone" },
    { code: JEQ, k: checked("socket"), jt: "socket" },
    { code: JEQ, k: checked("socketpair"), jt: "socket" },
    ...refused.map((number) => ({ code: JEQ, k: number, jt: "eperm" })),
    { code: RET, k: RET_ALLOW },
    // A new thread or process, yes; a new namespace, no.
    { label: "clone", code: LD_ABS, k: ARG0_LOW },
    { code: JSET, k: CLONE_NAMESPACE_FLAGS, jt: "eperm", jf: "allow" },
    // Local sockets only (Node's own pipes); the network namespace is empty anyway.
    { label: "socket", code: LD_ABS, k: ARG0_LOW },
    { code: JEQ, k: AF_UNIX, jt: "allow", jf: "eperm" },
    { label: "allow", code: RET, k: RET_ALLOW },
    { label: "eperm", code: RET, k: RET_ERRNO | EPERM },
    { label: "enosys", code: RET, k: RET_ERRNO | ENOSYS },
    { label: "kill", code: RET, k: RET_KILL_PROCESS },
  ]);
}
