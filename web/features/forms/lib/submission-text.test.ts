import { describe, expect, it } from "vitest";
import { browserOf, countOf, previewLine, totals } from "./submission-text";

const file = { id: "f", field: "attachment", name: "cv.pdf", mime: "application/pdf", size: 10, url: "/x" };

describe("previewLine", () => {
  it("joins the first three non-empty values on one line", () => {
    const fields = [
      { name: "name", value: "Robin" },
      { name: "phone", value: "  " },
      { name: "email", value: "robin@example.com" },
      { name: "message", value: "Do you bake\nrye on   Sundays?" },
      { name: "extra", value: "left out" },
    ];
    expect(previewLine({ fields, files: [] })).toBe("Robin · robin@example.com · Do you bake rye on Sundays?");
  });

  it("names the files when there is no text, and says so when there is nothing", () => {
    expect(previewLine({ fields: [], files: [file] })).toBe("1 attached file");
    expect(previewLine({ fields: [], files: [file, file] })).toBe("2 attached files");
    expect(previewLine({ fields: [{ name: "a", value: "" }], files: [] })).toBe("No text");
  });
});

describe("countOf and totals", () => {
  it("says one or many", () => {
    expect(countOf(1)).toBe("1 submission");
    expect(countOf(0)).toBe("0 submissions");
  });

  it("adds the forms' counts", () => {
    const form = { notify: { member_ids: [], webhook_url: null }, has_webhook_secret: false, last_submitted_at: null };
    expect(
      totals([
        { ...form, name: "a", total: 3, unread: 1, spam: 2 },
        { ...form, name: "b", total: 4, unread: 0, spam: 1 },
      ]),
    ).toEqual({ total: 7, unread: 1, spam: 3 });
  });
});

describe("browserOf", () => {
  it("names the browser and system of common user agents", () => {
    expect(
      browserOf(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
      ),
    ).toBe("Chrome on Windows");
    expect(
      browserOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(browserOf("curl/8.0")).toBeNull();
  });
});
