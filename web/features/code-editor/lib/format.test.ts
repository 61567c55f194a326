import { describe, expect, it } from "vitest";
import { EMPTY_JSON_TEMPLATE, formatForSave, REACT_IMPORT_LINE, usesEditorFormatter } from "./format";

describe("formatForSave", () => {
  it("re-indents valid JSON with two spaces", () => {
    expect(formatForSave("site.json", '{"name":"Acme","tags":["a","b"]}')).toBe(
      '{\n  "name": "Acme",\n  "tags": [\n    "a",\n    "b"\n  ]\n}',
    );
  });

  it("keeps a final newline of JSON", () => {
    expect(formatForSave("data/site.json", '{ "a": 1 }\n')).toBe('{\n  "a": 1\n}\n');
  });

  it("leaves invalid JSON to the editor's standard formatter", () => {
    const broken = '{ "a": 1, }';
    expect(formatForSave("site.json", broken)).toBe(broken);
    expect(usesEditorFormatter("site.json", broken)).toBe(true);
    expect(usesEditorFormatter("site.json", '{"a":1}')).toBe(false);
  });

  it("initialises empty JSON to an empty object template that parses", () => {
    expect(formatForSave("site.json", "  \n")).toBe(EMPTY_JSON_TEMPLATE);
    expect(JSON.parse(EMPTY_JSON_TEMPLATE)).toEqual({});
    expect(usesEditorFormatter("site.json", "")).toBe(false);
  });

  it("initialises empty javascript and typescript with a React import", () => {
    for (const path of ["pages/New.jsx", "lib/a.js", "b.ts", "C.tsx"]) {
      expect(formatForSave(path, "")).toBe(REACT_IMPORT_LINE);
      expect(usesEditorFormatter(path, "\n")).toBe(false);
    }
    expect(REACT_IMPORT_LINE).toBe('import React from "react";\n\n');
  });

  it("leaves other content to the standard formatter", () => {
    expect(formatForSave("pages/About.jsx", "const a=1")).toBe("const a=1");
    expect(usesEditorFormatter("pages/About.jsx", "const a=1")).toBe(true);
    expect(formatForSave("notes.md", "")).toBe("");
    expect(formatForSave("styles.css", "")).toBe("");
  });
});
