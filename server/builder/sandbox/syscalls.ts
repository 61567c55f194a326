// The system calls a prerender never needs, by number on each architecture the sandbox supports, as the
// kernel's headers number them (asm/unistd_64.h for x86-64; asm-generic/unistd.h, which arm64 uses). null:
// the architecture has no such call.

type Numbers = { x64: number | null; arm64: number | null };

/** Refused with EPERM by the sandbox's seccomp filter (seccomp-filter.ts). */
export const REFUSED_SYSCALLS: Record<string, Numbers> = {
  // Reading or steering other processes.
  ptrace: { x64: 101, arm64: 117 },
  process_vm_readv: { x64: 310, arm64: 270 },
  process_vm_writev: { x64: 311, arm64: 271 },
  pidfd_getfd: { x64: 438, arm64: 438 },
  kcmp: { x64: 312, arm64: 272 },
  // New namespaces, and the mount table they would let a process rearrange.
  unshare: { x64: 272, arm64: 97 },
  setns: { x64: 308, arm64: 268 },
  mount: { x64: 165, arm64: 40 },
  umount2: { x64: 166, arm64: 39 },
  pivot_root: { x64: 155, arm64: 41 },
  chroot: { x64: 161, arm64: 51 },
  open_tree: { x64: 428, arm64: 428 },
  move_mount: { x64: 429, arm64: 429 },
  fsopen: { x64: 430, arm64: 430 },
  fsconfig: { x64: 431, arm64: 431 },
  fsmount: { x64: 432, arm64: 432 },
  fspick: { x64: 433, arm64: 433 },
  mount_setattr: { x64: 442, arm64: 442 },
  name_to_handle_at: { x64: 303, arm64: 264 },
  open_by_handle_at: { x64: 304, arm64: 265 },
  // The kernel's larger attack surfaces, which unprivileged code can reach.
  keyctl: { x64: 250, arm64: 219 },
  add_key: { x64: 248, arm64: 217 },
  request_key: { x64: 249, arm64: 218 },
  bpf: { x64: 321, arm64: 280 },
  perf_event_open: { x64: 298, arm64: 241 },
  userfaultfd: { x64: 323, arm64: 282 },
  io_uring_setup: { x64: 425, arm64: 425 },
  io_uring_enter: { x64: 426, arm64: 426 },
  io_uring_register: { x64: 427, arm64: 427 },
  fanotify_init: { x64: 300, arm64: 262 },
  personality: { x64: 135, arm64: 92 },
  // The machine's own state: modules, kexec, clocks, swap, names, accounting, quotas, the kernel log.
  init_module: { x64: 175, arm64: 105 },
  finit_module: { x64: 313, arm64: 273 },
  delete_module: { x64: 176, arm64: 106 },
  kexec_load: { x64: 246, arm64: 104 },
  kexec_file_load: { x64: 320, arm64: 294 },
  reboot: { x64: 169, arm64: 142 },
  swapon: { x64: 167, arm64: 224 },
  swapoff: { x64: 168, arm64: 225 },
  acct: { x64: 163, arm64: 89 },
  settimeofday: { x64: 164, arm64: 170 },
  clock_settime: { x64: 227, arm64: 112 },
  clock_adjtime: { x64: 305, arm64: 266 },
  adjtimex: { x64: 159, arm64: 171 },
  sethostname: { x64: 170, arm64: 161 },
  setdomainname: { x64: 171, arm64: 162 },
  quotactl: { x64: 179, arm64: 60 },
  quotactl_fd: { x64: 443, arm64: 443 },
  syslog: { x64: 103, arm64: 116 },
  vhangup: { x64: 153, arm64: 58 },
  lookup_dcookie: { x64: 212, arm64: 18 },
  nfsservctl: { x64: 180, arm64: 42 },
  // x86-64 only: port I/O, the LDT and calls long obsolete.
  iopl: { x64: 172, arm64: null },
  ioperm: { x64: 173, arm64: null },
  modify_ldt: { x64: 154, arm64: null },
  uselib: { x64: 134, arm64: null },
  ustat: { x64: 136, arm64: null },
  sysfs: { x64: 139, arm64: null },
  _sysctl: { x64: 156, arm64: null },
  create_module: { x64: 174, arm64: null },
  get_kernel_syms: { x64: 177, arm64: null },
  query_module: { x64: 178, arm64: null },
};

/** Calls the filter looks into: which clone flags, which socket family. */
export const CHECKED_SYSCALLS = {
  clone: { x64: 56, arm64: 220 },
  /** Its flags are in memory, out of the filter's sight: refused with ENOSYS, so glibc falls back to clone. */
  clone3: { x64: 435, arm64: 435 },
  socket: { x64: 41, arm64: 198 },
  socketpair: { x64: 53, arm64: 199 },
} as const;
