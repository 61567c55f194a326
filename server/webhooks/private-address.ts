// Which addresses a webhook may not reach: this server, our private network, and anything that is not
// an ordinary public address. An IPv6 address can be spelled many ways and several kinds of IPv6 address
// are only a wrapper around an IPv4 address that a translator or relay will connect to, so an IPv6
// address is read into its 16 bytes and judged by the IPv4 address it carries, if it carries one.
import { BlockList, isIP } from "node:net";

function blockList(family: "ipv4" | "ipv6", subnets: [string, number][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, family);
  return list;
}

/** This network, private, shared (carrier NAT), loopback, link-local, documentation, multicast, reserved. */
const PRIVATE_IPV4 = blockList("ipv4", [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
]);

/**
 * Public IPv6 addresses are all in 2000::/3. Outside it are the unspecified address, loopback, the
 * discard prefix, the local-use NAT64 prefix (it leads wherever its operator chose), unique local,
 * link-local and multicast addresses, and space not yet assigned: none is a webhook receiver.
 */
const GLOBAL_IPV6 = blockList("ipv6", [["2000::", 3]]);

/** The parts of 2000::/3 that are not ordinary public addresses. */
const RESERVED_IPV6 = blockList("ipv6", [
  // Protocol assignments: benchmarking, ORCHID identifiers and the like. Teredo is in here too, but
  // is judged by the IPv4 addresses it carries before this list is asked.
  ["2001::", 23],
  // Documentation.
  ["2001:db8::", 32],
  ["3fff::", 20],
]);

/**
 * Loopback, private, link-local, shared, multicast and reserved addresses, in any spelling, and IPv6
 * addresses that carry one; anything that is not an address at all.
 */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) return PRIVATE_IPV4.check(address, "ipv4");
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  const carried = carriedIpv4(bytes);
  if (carried) return carried.some((ipv4) => PRIVATE_IPV4.check(ipv4, "ipv4"));
  // Written out in full, so the block lists see one spelling.
  const full = Buffer.from(bytes)
    .toString("hex")
    .replace(/(.{4})(?!$)/g, "$1:");
  return !GLOBAL_IPV6.check(full, "ipv6") || RESERVED_IPV6.check(full, "ipv6");
}

/** The IPv4 addresses an IPv6 address stands for, or null when it is not one of the forms that carry one. */
function carriedIpv4(bytes: Uint8Array): string[] | null {
  const startsWith = (prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
  const ipv4At = (start: number, flip = 0) => Array.from(bytes.subarray(start, start + 4), (b) => b ^ flip).join(".");
  const zeros = (count: number) => new Array<number>(count).fill(0);
  if (
    startsWith([...zeros(10), 0xff, 0xff]) || // IPv4-mapped: how a dual-stack socket names an IPv4 peer
    startsWith(zeros(12)) || // IPv4-compatible, an old form (also :: and ::1)
    startsWith([0, 0x64, 0xff, 0x9b, ...zeros(8)]) // NAT64: the translator connects to the last 32 bits
  ) {
    return [ipv4At(12)];
  }
  // 6to4: a relay sends the packets to the IPv4 address in bits 16 to 47.
  if (startsWith([0x20, 0x02])) return [ipv4At(2)];
  // Teredo: the server's IPv4 address in bits 32 to 63, the client's in the last 32 bits, inverted.
  if (startsWith([0x20, 0x01, 0, 0])) return [ipv4At(4), ipv4At(12, 0xff)];
  return null;
}

/** The 16 bytes of an IPv6 address however it is written (a zone such as `%eth0` dropped), or null. */
function ipv6Bytes(address: string): Uint8Array | null {
  let text = address.replace(/%.*$/, "");
  if (isIP(text) !== 6) return null;
  // A dotted IPv4 tail is the last two groups.
  const tail = text.lastIndexOf(":");
  if (text.includes(".", tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = text
      .slice(tail + 1)
      .split(".")
      .map(Number);
    text = `${text.slice(0, tail + 1)}${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}`;
  }
  // At most one "::", standing for as many zero groups as make eight.
  const [head = "", rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const gap = rest === undefined ? [] : new Array<string>(8 - left.length - right.length).fill("0");
  const bytes = new Uint8Array(16);
  [...left, ...gap, ...right].forEach((group, i) => {
    const value = Number.parseInt(group, 16);
    bytes[2 * i] = value >> 8;
    bytes[2 * i + 1] = value & 0xff;
  });
  return bytes;
}
