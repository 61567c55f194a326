import { describe, expect, it } from "vitest";
import { childFolders, folderTrail, isInside, safeFolderPart } from "./folders";

describe("media folders", () => {
  it("lists the folders directly inside a folder, parents implied by deeper paths", () => {
    const all = ["people", "people/team", "logos", "x/y/z"];
    expect(childFolders(all, "")).toEqual(["logos", "people", "x"]);
    expect(childFolders(all, "people")).toEqual(["people/team"]);
    expect(childFolders(all, "x")).toEqual(["x/y"]);
    expect(childFolders(all, "logos")).toEqual([]);
  });

  it("walks the trail down to a folder and tells what is inside it", () => {
    expect(folderTrail("")).toEqual([]);
    expect(folderTrail("a/b/c")).toEqual(["a", "a/b", "a/b/c"]);
    expect(isInside("a/b", "a")).toBe(true);
    expect(isInside("ab", "a")).toBe(false);
  });

  it("turns a typed folder name into one the library takes", () => {
    expect(safeFolderPart("  Team photos! ")).toBe("Team-photos");
    expect(safeFolderPart("équipe_2")).toBe("équipe_2");
    expect(safeFolderPart("///")).toBe("");
  });
});
