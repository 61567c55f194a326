// A native stand-in for escaped code, for the containment test: a static x86-64 Linux program of 87 bytes
// that reads a system call's number and six arguments (seven little-endian 64-bit words) from stdin, makes
// the call, writes the raw result (a negative errno on failure) to stdout as one 64-bit word and exits.
// With it, code that got past Node's permission model can ask the kernel for anything, and the test sees
// what the kernel answers inside the sandbox.
import { chmodSync, writeFileSync } from "node:fs";
import { constants } from "node:os";

/*
 * sub rsp, 64                 ; room for the request
 * xor eax, eax / xor edi, edi / mov rsi, rsp / mov edx, 56 / syscall      ; read(0, rsp, 56)
 * mov rax, [rsp] / mov rdi, [rsp+8] / mov rsi, [rsp+16] / mov rdx, [rsp+24]
 * mov r10, [rsp+32] / mov r8, [rsp+40] / mov r9, [rsp+48] / syscall       ; the call asked for
 * mov [rsp], rax
 * mov eax, 1 / mov edi, 1 / mov rsi, rsp / mov edx, 8 / syscall           ; write(1, rsp, 8)
 * mov eax, 60 / xor edi, edi / syscall                                    ; exit(0)
 */
const CODE =
  "4883ec4031c031ff4889e6ba380000000f05488b0424488b7c2408488b742410488b5424184c8b5424204c8b4424284c8b4c2430" +
  "0f0548890424b801000000bf010000004889e6ba080000000f05b83c00000031ff0f05";

const LOAD_ADDRESS = 0x400000n;
const HEADERS = 64 + 56;

/** An ELF file of one loadable, executable segment holding the headers and the code above. */
function elf(): Buffer {
  const code = Buffer.from(CODE, "hex");
  const file = Buffer.alloc(HEADERS + code.length);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(file, 0); // ELF, 64-bit, little-endian, version 1
  file.writeUInt16LE(2, 16); // ET_EXEC
  file.writeUInt16LE(62, 18); // EM_X86_64
  file.writeUInt32LE(1, 20); // EV_CURRENT
  file.writeBigUInt64LE(LOAD_ADDRESS + BigInt(HEADERS), 24); // entry point
  file.writeBigUInt64LE(64n, 32); // program headers' offset
  file.writeUInt16LE(64, 52); // ELF header's size
  file.writeUInt16LE(56, 54); // one program header's size
  file.writeUInt16LE(1, 56); // program headers
  file.writeUInt32LE(1, 64); // PT_LOAD
  file.writeUInt32LE(5, 68); // readable, executable
  file.writeBigUInt64LE(0n, 72); // from the file's start
  file.writeBigUInt64LE(LOAD_ADDRESS, 80);
  file.writeBigUInt64LE(LOAD_ADDRESS, 88);
  file.writeBigUInt64LE(BigInt(file.length), 96); // bytes in the file
  file.writeBigUInt64LE(BigInt(file.length), 104); // bytes in memory
  file.writeBigUInt64LE(0x1000n, 112);
  code.copy(file, HEADERS);
  return file;
}

/** Whether this machine can run the probe. */
export const canProbeSyscalls = process.arch === "x64";

export function writeSyscallProbe(path: string): void {
  writeFileSync(path, elf());
  chmodSync(path, 0o755);
}

/** x86-64 calls the test asks for, with arguments chosen so that each succeeds or fails for a reason of its own. */
export const SYSCALL_PROBES: Record<string, number[]> = {
  "getppid (allowed)": [110],
  "ptrace PTRACE_TRACEME": [101, 0],
  "process_vm_readv of pid 1": [310, 1, 0, 0, 0, 0, 0],
  "unshare a user namespace (unshare -U)": [272, 0x10000000],
  "unshare a mount namespace": [272, 0x20000],
  "clone into a user namespace": [56, 0x10000000 | 17],
  clone3: [435, 0, 0],
  setns: [308, 0, 0],
  mount: [165, 0, 0, 0, 0, 0],
  chroot: [161, 0],
  "an AF_INET socket": [41, 2, 1, 0],
  "a netlink socket": [41, 16, 3, 0],
  "keyctl (session keyring)": [250, 0, -3, 0],
  bpf: [321, 0, 0, 0],
  perf_event_open: [298, 0, 0, -1, -1, 0],
  "userfaultfd (user mode)": [323, 1],
  io_uring_setup: [425, 1, 0],
  personality: [135, 0xffffffff],
  init_module: [175, 0, 0, 0],
  kexec_load: [246, 0, 0, 0, 0],
};

/** The 56 bytes of one request to the probe. */
export function probeRequest(call: number[]): Buffer {
  const request = Buffer.alloc(56);
  call.forEach((word, index) => {
    request.writeBigInt64LE(BigInt(word), index * 8);
  });
  return request;
}

const ERRNO_NAMES = new Map(Object.entries(constants.errno).map(([name, number]) => [number, name]));

/** The probe's answer as the listing shows it: the errno's name, or what the call returned. */
export function describeProbeResult(output: Buffer): string {
  if (output.length < 8) return `no answer (${output.length} bytes)`;
  const value = output.readBigInt64LE(0);
  if (value < 0n && value >= -4095n) return ERRNO_NAMES.get(Number(-value)) ?? `errno ${-value}`;
  return `ALLOWED: returned ${value}`;
}
