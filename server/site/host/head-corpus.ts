// Request heads for the differential test of the front's head parser against Node's (llhttp): generated
// from a grammar of the parts that parsers are known to read differently, then mutated byte by byte.
// Everything comes from a seeded generator, so a run can be repeated exactly.

/** mulberry32: a small, fast PRNG whose sequence depends only on its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CORPUS_ORIGINS = {
  appOrigin: "http://localhost:3000",
  previewOrigin: "http://preview.localhost:3000",
  siteDomain: "localhost:3000",
};

const SITE = "bakery.localhost:3000";

type Pick = <T>(items: readonly T[]) => T;

function picker(random: () => number): Pick {
  return (items) => items[Math.floor(random() * items.length)] as (typeof items)[number];
}

/** Mostly the common case, so that most heads are ones the front could answer. */
function weighted<T>(random: () => number, common: T, rare: readonly T[], commonShare = 0.7): T {
  return random() < commonShare ? common : (picker(random)(rare) as T);
}

const METHODS = [
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "OPTIONS",
  "CONNECT",
  "TRACE",
  "PATCH",
  "PRI",
  "get",
  "Get",
  "GETT",
  "G",
  "",
  "M-SEARCH",
  "PROPFIND",
  "QUERY",
  "SOURCE",
  "GET\t",
  "G\x00ET",
  "GÉT",
];
const TARGETS = [
  "/about",
  "/about?x=1",
  "/assets/app-3F2A9C1B.js",
  "/a%20b",
  "/%00",
  "/a b",
  "*",
  `http://${SITE}/`,
  "https://evil.example/x",
  "//evil.example/x",
  "/a#frag",
  "/\\evil",
  "/a\x7f",
  "/caf\xc3\xa9",
  "/\x80",
  "/?",
  "/../etc/passwd",
  "",
  "?x",
  '/a"b',
  "/{}|^`",
  "/a\tb",
  "/a\x00b",
  "/a\rb",
  "/a\nb",
  "/a;b=c",
];
const VERSIONS = [
  "HTTP/1.0",
  "HTTP/1.2",
  "HTTP/2.0",
  "HTTP/0.9",
  "http/1.1",
  "HTTP/1.10",
  "HTTP/1",
  "HTTP/1.1 ",
  "",
  "HTTP/11",
  "HTTP/1.1\t",
  "HTTP/1.1\x00",
  "HTTP /1.1",
  "HTTPS/1.1",
];
const HOSTS = [
  "localhost:3000",
  "preview.localhost:3000",
  "evil.example",
  `x.${SITE}`,
  "",
  ` ${SITE} `,
  `${SITE}\t`,
  "bakery.localhost",
  SITE.toUpperCase(),
  `${SITE}, evil.example`,
  `${SITE}\x00`,
  "b\xe4kery.localhost:3000",
  "127.0.0.1:3000",
  "[::1]:3000",
  `${SITE}.`,
  `${SITE}:80`,
  "bakery.localhost:3000/x",
  "user@bakery.localhost:3000",
  "-.localhost:3000",
  "a..localhost:3000",
];
const HOST_NAMES = ["Host", "host", "HOST", "hOsT", "Host ", " Host", "Host\t", "Hos t", "Hóst", "X-Host"];
const LENGTHS = ["0", "00", "5", "-1", "+0", " 0 ", "0, 0", "0\x00", "1e3", "", "abc", "0x0", "18446744073709551616"];
const ENCODINGS = [
  "chunked",
  "Chunked",
  " chunked",
  "gzip, chunked",
  "chunked, gzip",
  "identity",
  "",
  "chunked\x00",
  "x",
];
const CONNECTIONS = ["close", "keep-alive", "Keep-Alive", "upgrade", "close, keep-alive", "TE, close", "", "clos"];
const ODD_BYTES = ["\r", "\n", "\x00", "\x7f", "\x80", "\xff", "\t", " ", ":", "\r\n", "\r\n ", "\x0b", "\x0c"];
const LINE_ENDS = ["\n", "\r", "\r\r\n", "\n\r"];
const HEAD_ENDS = ["\n\n", "\r\n\n", "\n\r\n", "\r\r", "\r\n\r\r\n"];

/** Random printable or any-byte text of `length` characters (latin1, one byte each). */
function text(random: () => number, length: number, anyByte: boolean): string {
  let out = "";
  for (let i = 0; i < length; i++) {
    out += String.fromCharCode(anyByte ? Math.floor(random() * 256) : 0x20 + Math.floor(random() * 95));
  }
  return out;
}

/** A header the front reads or skips, well formed. */
function plainHeader(random: () => number): string {
  const pick = picker(random);
  const kind = Math.floor(random() * 7);
  if (kind === 0) return `Accept-Encoding: ${pick(["gzip, br", "br;q=0", "*", "", "gzip"])}`;
  if (kind === 1) return `If-None-Match: "${text(random, 8, false)}"`;
  if (kind === 2) return `Range: ${pick(["bytes=0-9", "bytes=-5", "bytes=5-", "bytes=0-1,4-5", "x"])}`;
  if (kind === 3) return `Connection: ${pick(CONNECTIONS)}`;
  if (kind === 4) return `User-Agent: ${text(random, 20, false)}`;
  if (kind === 5) return `Content-Length: 0`;
  return `Cookie: session=${text(random, 16, false)}`;
}

/** A header that parsers are known to read differently. */
function riskyHeader(random: () => number): string {
  const pick = picker(random);
  const kind = Math.floor(random() * 9);
  if (kind === 0) return `Content-Length: ${pick(LENGTHS)}`;
  if (kind === 1) return `Transfer-Encoding: ${pick(ENCODINGS)}`;
  if (kind === 2) return pick(["Upgrade: websocket", "Upgrade: h2c", "Expect: 100-continue", "Connection: upgrade"]);
  if (kind === 3) return `X-Bytes: ${text(random, 12, true)}`;
  if (kind === 4) return `X-Latin: caf${String.fromCharCode(0x80 + Math.floor(random() * 128))}`;
  if (kind === 5) return `X-Folded: a${pick(["\r\n b", "\r\n\tb", "\r\n"])}`;
  if (kind === 6) return `X-Long: ${"a".repeat(pick([1000, 8000, 16_300, 17_000]))}`;
  if (kind === 7) return `${pick(["", " ", "X Y", "X\x00", "Ä", "X(", "X/", "X\x7f"])}: v`;
  return `X-Value: ${pick(["a\rb", "a\nb", "a\x00b", "a\x7fb", "a\x0bb", " ", "\t"])}`;
}

/** One head from the grammar: request line, headers, blank line. */
function generatedHead(random: () => number): string {
  const method = weighted(random, "GET", METHODS, 0.85);
  const target = weighted(random, "/", TARGETS, 0.75);
  const version = weighted(random, "HTTP/1.1", VERSIONS, 0.9);
  const space = weighted(random, " ", ["  ", "\t", ""], 0.97);
  const eol = () => weighted(random, "\r\n", LINE_ENDS, 0.99);
  const lines: string[] = [];
  const hostCount = weighted(random, 1, [0, 2, 2, 3], 0.9);
  for (let i = 0; i < hostCount; i++) {
    const name = weighted(random, "Host", HOST_NAMES, 0.9);
    const value = i > 0 && random() < 0.5 ? SITE : weighted(random, SITE, HOSTS, 0.7);
    lines.push(`${name}:${weighted(random, " ", ["", "  ", "\t"], 0.9)}${value}`);
  }
  const extras = Math.floor(random() * 5);
  for (let i = 0; i < extras; i++) lines.push(random() < 0.7 ? plainHeader(random) : riskyHeader(random));
  for (let i = lines.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [lines[i], lines[j]] = [lines[j] as string, lines[i] as string];
  }
  const requestLine = `${method}${space}${target}${version ? ` ${version}` : ""}`;
  const head = [requestLine, ...lines].map((line) => line + eol()).join("");
  return head + weighted(random, "\r\n", HEAD_ENDS, 0.97);
}

/** A generated head with one to three bytes inserted, removed, replaced or case-flipped. */
function mutatedHead(random: () => number): string {
  const pick = picker(random);
  let head = generatedHead(random);
  const mutations = 1 + Math.floor(random() * 3);
  for (let m = 0; m < mutations; m++) {
    // Mostly inside the head's first 200 bytes, where the request line and the interesting headers are.
    const at = Math.floor(random() * Math.min(head.length, 200));
    const kind = Math.floor(random() * 5);
    if (kind === 0) head = head.slice(0, at) + pick(ODD_BYTES) + head.slice(at);
    else if (kind === 1) head = head.slice(0, at) + head.slice(at + 1);
    else if (kind === 2) head = head.slice(0, at) + pick(ODD_BYTES) + head.slice(at + 1);
    else if (kind === 3)
      head = head.slice(0, at) + String.fromCharCode(Math.floor(random() * 256)) + head.slice(at + 1);
    else {
      const char = head[at] ?? "";
      const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
      head = head.slice(0, at) + flipped + head.slice(at + 1);
    }
  }
  return head;
}

/** `count` connections' first bytes: heads 60 % from the grammar and 40 % mutated, a tenth followed by a second. */
export function headCorpus(seed: number, count: number): Buffer[] {
  const random = seededRandom(seed);
  const heads: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    let head = random() < 0.6 ? generatedHead(random) : mutatedHead(random);
    // Some connections pipeline a second request behind the first.
    if (random() < 0.1) head += random() < 0.5 ? generatedHead(random) : mutatedHead(random);
    heads.push(Buffer.from(head, "latin1"));
  }
  return heads;
}
