import { describe, expect, it } from "vitest";
import { editorLanguageOf } from "./editor-language";

describe("editorLanguageOf", () => {
  it("maps extensions to editor languages, anything unlisted to javascript", () => {
    expect(editorLanguageOf("pages/About.jsx")).toBe("javascript");
    expect(editorLanguageOf("a.js")).toBe("javascript");
    expect(editorLanguageOf("a.TS")).toBe("typescript");
    expect(editorLanguageOf("a.tsx")).toBe("typescript");
    expect(editorLanguageOf("index.html")).toBe("html");
    expect(editorLanguageOf("styles.css")).toBe("css");
    expect(editorLanguageOf("site.json")).toBe("json");
    expect(editorLanguageOf("README.md")).toBe("markdown");
    expect(editorLanguageOf("notes.txt")).toBe("plaintext");
  });

  it("falls back to javascript", () => {
    expect(editorLanguageOf("logo.svg")).toBe("javascript");
    expect(editorLanguageOf("Makefile")).toBe("javascript");
  });
});
