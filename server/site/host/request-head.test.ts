import { describe, expect, it } from "vitest";
import { keepsAlive, MAX_HEAD_BYTES, parseRequestHead, readRequestHead } from "./request-head";

/** Parses `head` (without its blank line) placed between other bytes, as the front finds it in a read. */
function parse(head: string) {
  const before = "GET /earlier HTTP/1.1\r\n\r\n";
  const bytes = Buffer.from(`${before}${head}\r\n\r\nGET /later HTTP/1.1\r\n\r\n`, "latin1");
  return parseRequestHead(bytes, before.length, before.length + Buffer.byteLength(head, "latin1"));
}

describe("parseRequestHead", () => {
  it("reads the request line and the headers the front needs, case-insensitively, trimmed", () => {
    expect(
      parse(
        'GET /assets/app.js?v=2 HTTP/1.1\r\nHOST: shop.example.test \r\nIf-None-Match:\t"abc"\r\n' +
          'accept-encoding: gzip, br\r\nRange: bytes=0-9\r\nIf-Range: "abc"\r\nConnection: Keep-Alive\r\n' +
          "Cookie: session=secret\r\nX-Custom: caf\xe9",
      ),
    ).toEqual({
      method: "GET",
      path: "/assets/app.js",
      query: "?v=2",
      minor: 1,
      host: "shop.example.test",
      ifNoneMatch: '"abc"',
      acceptEncoding: "gzip, br",
      range: "bytes=0-9",
      ifRange: '"abc"',
      // Read only on a password-protected site, for its access cookie.
      cookie: "session=secret",
      connection: "keep-alive",
      unusual: false,
      next: expect.any(Number),
    });
    expect(parse("HEAD /?a=1?b HTTP/1.0")).toMatchObject({
      method: "HEAD",
      path: "/",
      query: "?a=1?b",
      minor: 0,
      unusual: false,
    });
    expect(parse("GET /plain HTTP/1.1")).not.toHaveProperty("query");
    expect(parse("DELETE /x HTTP/1.1\r\nHost: a")?.method).toBe("DELETE");
  });

  it("marks requests that may carry a body or switch protocols", () => {
    expect(parse("GET / HTTP/1.1\r\nContent-Length: 0")?.unusual).toBe(false);
    for (const header of ["Content-Length: 5", "content-length: 00", "Transfer-Encoding: chunked", "Upgrade: h2c"]) {
      expect(parse(`GET / HTTP/1.1\r\n${header}`)?.unusual).toBe(true);
    }
    expect(parse("GET / HTTP/1.1\r\nExpect: 100-continue")?.unusual).toBe(true);
    // Node refuses a repeated Content-Length even when both say 0: the front must not answer it.
    expect(parse("GET / HTTP/1.1\r\nContent-Length: 0\r\nContent-Length: 0")?.unusual).toBe(true);
  });

  it("reads a repeated header as one list, as Node does", () => {
    const request = parse(
      "GET / HTTP/1.1\r\nConnection: close, keep-alive\r\nConnection: clos\r\nAccept-Encoding: br\r\nAccept-Encoding: gzip",
    );
    expect(request?.connection).toBe("close, keep-alive, clos");
    expect(request?.acceptEncoding).toBe("br, gzip");
    expect(request && keepsAlive(request)).toBe(false);
    // Cookies join with "; ", as Node joins them, so a site's access cookie in the second line still counts.
    expect(parse("GET / HTTP/1.1\r\nCookie: a=1\r\nCookie: webcraft_site_access=2")?.cookie).toBe(
      "a=1; webcraft_site_access=2",
    );
  });

  it("refuses anything another parser could read differently", () => {
    const refused = [
      "get / HTTP/1.1",
      "GET  / HTTP/1.1",
      "GET http://a.test/ HTTP/1.1",
      "GET / HTTP/2.0",
      "GET / HTTP/1.2",
      "GET / HTTP/1.1 ",
      "GET /a b HTTP/1.1",
      " GET / HTTP/1.1",
      "GET / HTTP/1.1\r\nHost: a\r\nHost: b",
      "GET / HTTP/1.1\r\nHost: a\nX-Smuggled: b",
      "GET / HTTP/1.1\r\nHost: a\rb",
      "GET / HTTP/1.1\r\nHost: a\x00",
      "GET / HTTP/1.1\r\nHost: a\x7f",
      "GET / HTTP/1.1\r\nHost: a\r\n folded",
      "GET / HTTP/1.1\r\nHost : a",
      "GET / HTTP/1.1\r\nNo-colon",
      "GET / HTTP/1.1\r\n: empty-name",
      "GET / HTTP/1.1\r\nHo(st: a",
    ];
    for (const head of refused) expect(parse(head), JSON.stringify(head)).toBeNull();
  });

  it("finds where a head ends, waits for an unfinished one, and gives up early on one it would refuse", () => {
    const two = Buffer.from("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n");
    const first = readRequestHead(two, 0);
    expect(first).toMatchObject({ path: "/a", next: two.indexOf("GET /b") });
    expect(readRequestHead(two, two.indexOf("GET /b"))).toMatchObject({ path: "/b", next: two.length });
    expect(readRequestHead(Buffer.from("GET / HTTP/1.1\r\nHost: x\r"), 0)).toBe("incomplete");
    // A bare line break or an overlong head goes to Node's parser at once, not after a CRLF CRLF that may never come.
    expect(readRequestHead(Buffer.from("GET / HTTP/1.1\nHost: x"), 0)).toBeNull();
    expect(readRequestHead(Buffer.from("GET / HTTP/1.1\r\nX: a\rb"), 0)).toBeNull();
    expect(readRequestHead(Buffer.from(`GET / HTTP/1.1\r\nX: ${"a".repeat(MAX_HEAD_BYTES)}`), 0)).toBeNull();
  });

  it("keeps HTTP/1.1 connections unless told to close, and HTTP/1.0 ones only when asked", () => {
    const keeps = (head: string) => {
      const request = parse(head);
      return request ? keepsAlive(request) : null;
    };
    expect(keeps("GET / HTTP/1.1")).toBe(true);
    expect(keeps("GET / HTTP/1.1\r\nConnection: TE, Close")).toBe(false);
    expect(keeps("GET / HTTP/1.0")).toBe(false);
    expect(keeps("GET / HTTP/1.0\r\nConnection: keep-alive")).toBe(true);
  });
});
