import { describe, expect, it } from "vitest";
import { browserOf, countOf, messageField, messagePreview, previewLine, totals } from "./submission-text";

const file = { id: "f", field: "attachment", name: "cv.pdf", mime: "application/pdf", size: 10, url: "/x" };

describe("previewLine and messagePreview", () => {
  it("puts the first short values on the first line and the message on its own", () => {
    const fields = [
      { name: "name", value: "Robin" },
      { name: "phone", value: "  " },
      { name: "message", value: "Do you bake\nrye on   Sundays?" },
      { name: "email", value: "robin@example.com" },
      { name: "when", value: "Sunday" },
      { name: "extra", value: "left out" },
    ];
    expect(previewLine({ fields, files: [] })).toBe("Robin · robin@example.com · Sunday");
    expect(messagePreview({ fields, files: [] })).toBe("Do you bake rye on Sundays?");
  });

  it("takes the longest written value as the message when no field is named like one", () => {
    const fields = [
      { name: "full_name", value: "Thandi Nkosi" },
      { name: "booking_notes", value: "Short" },
      { name: "what_would_you_like", value: "A silk press on Saturday morning, around ten if you can" },
      { name: "address", value: "12 Long Street, Cape Town, 8001" },
    ];
    expect(messageField(fields)?.name).toBe("what_would_you_like");
    expect(previewLine({ fields, files: [] })).toBe("Thandi Nkosi · Short · 12 Long Street, Cape Town, 8001");
    expect(messagePreview({ fields: [{ name: "phone", value: "082 555 0100" }], files: [] })).toBe("");
  });

  it("shows the message alone, the files, or says there is no text", () => {
    expect(previewLine({ fields: [{ name: "message", value: "Only this" }], files: [] })).toBe("Only this");
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
    const form = {
      notify: { member_ids: [], webhook_url: null },
      has_webhook_secret: false,
      last_submitted_at: null,
      labels: {},
    };
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
