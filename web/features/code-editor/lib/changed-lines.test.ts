import { describe, expect, it } from "vitest";
import { changedLines } from "./changed-lines";

describe("the lines a version changed", () => {
  it("are the one line out and the one line in, for a one-line edit", () => {
    const before = '{\n  "name": "Glow",\n  "price": "R 280",\n  "hours": "Closed"\n}\n';
    const after = before.replace('"R 280"', '"R 300"');
    expect(changedLines(before, after)).toEqual([
      { kind: "removed", text: '"price": "R 280"' },
      { kind: "added", text: '"price": "R 300"' },
    ]);
  });

  it("are every line of a new file, and none of an unchanged one", () => {
    expect(changedLines("", "a\n\nb")).toEqual([
      { kind: "added", text: "a" },
      { kind: "added", text: "b" },
    ]);
    expect(changedLines("same\n", "same\n")).toEqual([]);
  });
});
