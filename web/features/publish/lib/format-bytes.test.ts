import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes";

describe("formatBytes", () => {
  it("reads in the largest fitting unit", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(12_595)).toBe("12.3 KB");
    expect(formatBytes(250 * 1024)).toBe("250 KB");
    expect(formatBytes(4.5 * 1024 * 1024)).toBe("4.5 MB");
  });
});
