import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter";

describe("parseFrontMatter", () => {
  it("reads key: value pairs and returns the body after the fence", () => {
    const parsed = parseFrontMatter('---\ntitle: "Hello: world"\norder: 2\n---\n# Body\n');
    expect(parsed.data).toEqual({ title: "Hello: world", order: "2" });
    expect(parsed.body).toBe("# Body\n");
  });

  it("leaves a file without front matter untouched", () => {
    expect(parseFrontMatter("# Just markdown")).toEqual({ data: {}, body: "# Just markdown" });
  });

  it("accepts Windows line endings and skips comments", () => {
    const parsed = parseFrontMatter("---\r\n# note\r\ntitle: Docs\r\n---\r\nText");
    expect(parsed.data).toEqual({ title: "Docs" });
    expect(parsed.body).toBe("Text");
  });
});
