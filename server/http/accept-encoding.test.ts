import { describe, expect, it } from "vitest";
import { acceptedEncodings, matchesEtag, preferredEncoding } from "./accept-encoding";

describe("content negotiation", () => {
  it("prefers brotli, then gzip, and honours refusals", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it("says which of brotli and gzip the client accepts", () => {
    expect(acceptedEncodings("gzip, deflate, br")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("br")).toEqual({ br: true, gzip: false });
    expect(acceptedEncodings("br;q=0, gzip")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });

  it("matches an ETag whatever encoded form the client cached, and '*'", () => {
    expect(matchesEtag('"abc"', "abc")).toBe(true);
    expect(matchesEtag('"abc-gz"', "abc")).toBe(true);
    expect(matchesEtag('W/"abc-br"', "abc")).toBe(true);
    expect(matchesEtag('"x", "abc"', "abc")).toBe(true);
    expect(matchesEtag("*", "abc")).toBe(true);
    expect(matchesEtag('"abcd"', "abc")).toBe(false);
    expect(matchesEtag(undefined, "abc")).toBe(false);
  });
});
