import { formMessages } from "@common/forms";
import { describe, expect, it } from "vitest";
import { sitePath } from "../../site/host/visitor-paths";
import { readFormBody } from "./form-body";
import { spamReason } from "./spam-guard";

function request(body: BodyInit, type: string) {
  return new Request("http://bakery.localhost/_forms/contact", {
    method: "POST",
    body,
    headers: { "content-type": type },
  });
}

describe("reading a form's body", () => {
  it("decodes urlencoded names and values: + as a space, %XX as UTF-8 bytes, a stray % as itself", async () => {
    const parts = await readFormBody(
      request("a+b=c%2Bd+%C3%A9&&empty=&bare&pct=100%&x=%zz", "application/x-www-form-urlencoded; charset=UTF-8"),
      50,
    );
    expect(parts).toEqual([
      { kind: "text", name: "a b", value: "c+d é" },
      { kind: "text", name: "empty", value: "" },
      { kind: "text", name: "bare", value: "" },
      { kind: "text", name: "pct", value: "100%" },
      { kind: "text", name: "x", value: "%zz" },
    ]);
  });

  it("reads a % whose digits arrive in the next chunk of the body as the byte they make", async () => {
    const pieces = ["pct=1%", "2&x=%", "4", "1&y=%e", "2%82%a", "c&z=9%"].map((piece) =>
      new TextEncoder().encode(piece),
    );
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces.shift();
        if (piece) controller.enqueue(piece);
        else controller.close();
      },
    });
    const streamed = new Request("http://bakery.localhost/_forms/contact", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM types lack it.
      duplex: "half",
    });
    expect(await readFormBody(streamed, 50)).toEqual([
      { kind: "text", name: "pct", value: "1%2" },
      { kind: "text", name: "x", value: "A" },
      { kind: "text", name: "y", value: "€" },
      { kind: "text", name: "z", value: "9%" },
    ]);
  });

  it("reads multipart parts with a quoted boundary, escaped names, file names and empty values", async () => {
    const body = [
      "preamble\r\n",
      '--"b-1"\r\n',
      'Content-Disposition: form-data; name="say %22hi%22"\r\n\r\nline one\r\nline two\r\n',
      "--b-1\r\n",
      'Content-Disposition: form-data; name="empty"\r\n\r\n\r\n',
      "--b-1\r\n",
      'Content-Disposition: form-data; name="cv"; filename="ümlaut.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n',
      "--b-1--\r\nepilogue",
    ]
      .join("")
      .replace('--"b-1"', "--b-1");
    const parts = await readFormBody(request(body, 'multipart/form-data; boundary="b-1"'), 50);
    expect(parts).toEqual([
      { kind: "text", name: 'say "hi"', value: "line one\r\nline two" },
      { kind: "text", name: "empty", value: "" },
      { kind: "file", name: "cv", filename: "ümlaut.pdf", bytes: Buffer.from("%PDF-1.4") },
    ]);
  });

  it("stops counting parts at the limit rather than reading millions", async () => {
    await expect(
      readFormBody(request("a=1&".repeat(100_000), "application/x-www-form-urlencoded"), 53),
    ).rejects.toThrow(formMessages.tooManyFields);
  });
});

describe("the spam guard", () => {
  const now = 1_700_000_000_000;
  const judge = (control: Record<string, string>, values: string[] = ["hello"]) =>
    spamReason({ control, fields: values.map((value, n) => ({ name: `f${n}`, value })) }, now);
  const fast = { _t: String(now - 1200) };

  it("sends a post to Spam on one sign no person gives, naming it", () => {
    expect(judge({ _gotcha: "x" })).toBe("honeypot");
    expect(judge({}, ["http://a.example www.b.example", "https://c.example and https://d.example"])).toBe("links");
    expect(judge({}, ["Cheap VIAGRA"])).toBe("keywords");
    expect(judge({}, ["Crypto\n giveaway inside"])).toBe("keywords");
    expect(judge({ _gotcha: "x", _t: String(now) }, ["casino"])).toBe("honeypot + too fast + keywords");
  });

  it("lets a fast fill alone through, and counts it with any other sign", () => {
    expect(judge({ _t: String(now - 2999) }, ["Thandi", "082 555 0100"])).toBeNull();
    expect(judge(fast, ["Book me in: www.example.com"])).toBe("too fast + a link");
    expect(judge({ _t: String(now - 3000) }, ["Book me in: www.example.com"])).toBeNull();
    expect(judge({}, ["http://a.example www.b.example", "https://c.example"])).toBeNull();
  });

  it("does not judge the time without a _t from our clock's past", () => {
    const controls: Record<string, string>[] = [{ _t: "" }, {}, { _t: String(now + 5000) }, { _t: "soon" }];
    for (const control of controls) {
      expect(judge(control, ["see www.example.com"]), JSON.stringify(control)).toBeNull();
    }
    expect(judge({}, ["casinos", "occasionally"])).toBeNull();
  });
});

describe("where a post may send the visitor", () => {
  it("takes paths of the same host only", () => {
    expect(sitePath("/thanks")).toBe("/thanks");
    expect(sitePath("/thanks?from=form#top")).toBe("/thanks?from=form#top");
    expect(sitePath("/a/../b")).toBe("/b");
    for (const value of [null, "", "thanks", "//evil.example", "/\\evil.example", "https://evil.example", "/a\tb"]) {
      expect(sitePath(value), String(value)).toBeNull();
    }
  });
});
