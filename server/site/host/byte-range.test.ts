import { describe, expect, it } from "vitest";
import { ifRangeHolds, parseByteRange } from "./byte-range";

describe("parseByteRange", () => {
  it("reads first-last, open-ended and suffix ranges, clipping the end to the file", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange("bytes=990-2000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange("Bytes = 1 - 1", 1000)).toEqual({ start: 1, end: 1 });
  });

  it("answers unsatisfiable for a range past the end or an empty suffix", () => {
    expect(parseByteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=5000-6000", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=0-", 0)).toBe("unsatisfiable");
  });

  it("ignores what it does not serve: other units, malformed and multiple ranges", () => {
    for (const header of ["items=0-1", "bytes=", "bytes=-", "bytes=5-1", "bytes=a-b", "bytes=0-1,5-6", "0-1"]) {
      expect(parseByteRange(header, 1000)).toBeNull();
    }
  });
});

describe("ifRangeHolds", () => {
  it("holds without If-Range or with our exact strong ETag, and not for dates or weak tags", () => {
    expect(ifRangeHolds(undefined, "abc")).toBe(true);
    expect(ifRangeHolds('"abc"', "abc")).toBe(true);
    expect(ifRangeHolds('W/"abc"', "abc")).toBe(false);
    expect(ifRangeHolds('"abc-gz"', "abc")).toBe(false);
    expect(ifRangeHolds("Sat, 21 Nov 2026 10:00:00 GMT", "abc")).toBe(false);
  });
});
