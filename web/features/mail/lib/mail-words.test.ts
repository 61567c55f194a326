import { describe, expect, it } from "vitest";
import { formatMailBytes, quotaGbText, recordsSummary, usageText } from "./mail-words";

describe("mail words", () => {
  it("say sizes as people read them", () => {
    expect(formatMailBytes(0)).toBe("0 bytes");
    expect(formatMailBytes(512)).toBe("512 bytes");
    expect(formatMailBytes(340 * 1024)).toBe("340 KB");
    expect(formatMailBytes(1.23 * 1024 ** 2)).toBe("1.2 MB");
    expect(formatMailBytes(5 * 1024 ** 3)).toBe("5 GB");
    expect(formatMailBytes(100 * 1024 ** 3)).toBe("100 GB");
    expect(usageText(0, 5 * 1024 ** 3)).toBe("0 bytes of 5 GB used");
  });

  it("show a quota in GB with at most two decimals", () => {
    expect(quotaGbText(5 * 1024 ** 3)).toBe("5");
    expect(quotaGbText(0.5 * 1024 ** 3)).toBe("0.5");
    expect(quotaGbText(10 * 1024 ** 2)).toBe("0.01");
  });

  it("sum a check's records up", () => {
    const record = { type: "TXT", name: "a", value: "b", purpose: "SPF", found: null } as const;
    const records = [
      { ...record, status: "found" as const },
      { ...record, status: "missing" as const },
    ];
    expect(recordsSummary({ records, checked_at: null })).toBe("Not checked yet");
    expect(recordsSummary({ records, checked_at: "2026-01-01T00:00:00Z" })).toBe("1 of 2 records found");
    const allFound = records.map((one) => ({ ...one, status: "found" as const }));
    expect(recordsSummary({ records: allFound, checked_at: "2026-01-01T00:00:00Z" })).toBe("All 2 records found");
  });
});
