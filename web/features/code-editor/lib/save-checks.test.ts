import { describe, expect, it } from "vitest";
import { SAVE_MESSAGES, saveWarnings } from "./save-checks";

describe("saveWarnings", () => {
  it("asks before saving an empty file over content", () => {
    expect(saveWarnings("pages/About.jsx", "", "hello")).toEqual([
      {
        kind: "empty-file",
        message:
          "Warning: You're about to save pages/About.jsx as an empty file. The current file has 5 characters. Continue?",
      },
    ]);
  });

  it("treats whitespace-only content as empty", () => {
    expect(saveWarnings("notes.md", "  \n", "abc")[0]?.kind).toBe("empty-file");
  });

  it("does not ask when the file was already empty", () => {
    expect(saveWarnings("notes.md", "", "")).toEqual([]);
  });

  it("lets .json and .css files be emptied", () => {
    expect(saveWarnings("site.json", "", '{"a":1}')).toEqual([]);
    expect(saveWarnings("styles.css", "", "body{}")).toEqual([]);
  });

  it("asks before saving JSON that does not parse, with the parse error", () => {
    const [warning] = saveWarnings("site.json", '{ "a": }', '{"a":1}');
    expect(warning?.kind).toBe("invalid-json");
    expect(warning?.message).toBe("Warning: The JSON in site.json appears invalid. Save anyway?");
    expect(warning?.detail).toMatch(/JSON|token|Unexpected/i);
  });

  it("accepts valid JSON and other content without questions", () => {
    expect(saveWarnings("site.json", '{"a":2}', '{"a":1}')).toEqual([]);
    expect(saveWarnings("pages/About.jsx", "export default 1", "")).toEqual([]);
  });

  it("names the refusal toast", () => {
    expect(SAVE_MESSAGES.cancelled).toBe("Save cancelled");
  });
});
