import { describe, expect, it } from "vitest";
import { folderLabel, newItemPath, planMove, planMoveToRoot, planPaste, renamedPath } from "./file-ops";

const file = (full_path: string) => ({ full_path, isDirectory: false });
const folder = (full_path: string) => ({ full_path, isDirectory: true });

describe("new item rules", () => {
  it("requires a name", () => {
    expect(newItemPath("", "   ", false)).toEqual({ error: "Name is required" });
    expect(newItemPath("pages/", "", true)).toEqual({ error: "Name is required" });
  });

  it("appends .txt to a file name without a dot", () => {
    expect(newItemPath("", "notes", false)).toEqual({ path: "notes.txt" });
    expect(newItemPath("docs/", " readme ", false)).toEqual({ path: "docs/readme.txt" });
    expect(newItemPath("", "example.js", false)).toEqual({ path: "example.js" });
    expect(newItemPath("", ".env", false)).toEqual({ path: ".env" });
  });

  it("only looks for the dot in the last segment", () => {
    expect(newItemPath("", "v1.2/notes", false)).toEqual({ path: "v1.2/notes.txt" });
  });

  it("gives folders a trailing slash", () => {
    expect(newItemPath("", "assets", true)).toEqual({ path: "assets/" });
    expect(newItemPath("pages/", "blog/", true)).toEqual({ path: "pages/blog/" });
  });

  it("shows the server's path rules", () => {
    expect(newItemPath("", "../x.js", false)).toEqual({ error: "Path must not contain '.' or '..'" });
    expect(newItemPath("", "a\\b.js", false)).toEqual({ error: "Path must use '/' between folders" });
  });

  it("labels the root folder '/'", () => {
    expect(folderLabel("")).toBe("/");
    expect(folderLabel("pages/")).toBe("pages/");
  });

  it("renames within the same folder", () => {
    expect(renamedPath(file("pages/About.jsx"), "Team.jsx")).toEqual({ path: "pages/Team.jsx" });
    expect(renamedPath(folder("pages/blog/"), "posts")).toEqual({ path: "pages/posts/" });
    expect(renamedPath(file("a.js"), " ")).toEqual({ error: "Name is required" });
  });
});

describe("move rules", () => {
  it("moves a file into another folder, keeping its name", () => {
    expect(planMove(file("a.js"), "pages/")).toEqual({ kind: "move", newPath: "pages/a.js" });
    expect(planMove(file("pages/a.js"), "")).toEqual({ kind: "move", newPath: "a.js" });
  });

  it("ignores a move onto the same parent, onto itself, or of a top-level item onto Root", () => {
    expect(planMove(file("pages/a.js"), "pages/")).toEqual({ kind: "ignore" });
    expect(planMove(folder("pages/"), "pages/")).toEqual({ kind: "ignore" });
    expect(planMove(file("a.js"), "")).toEqual({ kind: "ignore" });
  });

  it("refuses to move a directory into its own subdirectory", () => {
    expect(planMove(folder("pages/"), "pages/blog/")).toEqual({
      kind: "refuse",
      title: "Invalid operation",
      message: "Cannot move a directory into its own subdirectory",
      variant: "destructive",
    });
  });

  it("moves a folder with a trailing slash", () => {
    expect(planMove(folder("pages/blog/"), "")).toEqual({ kind: "move", newPath: "blog/" });
  });

  it("answers 'Already at root' for a root-level item", () => {
    expect(planMoveToRoot(file("a.js"))).toMatchObject({ kind: "refuse", title: "Already at root" });
    expect(planMoveToRoot(file("pages/a.js"))).toEqual({ kind: "move", newPath: "a.js" });
  });
});

describe("paste rules", () => {
  const existing = new Set(["a.js", "pages/", "pages/a.js", "pages/b.js"]);

  it("copies into a folder where the name is free", () => {
    expect(planPaste(file("pages/b.js"), "copy", "", existing)).toEqual({ kind: "move", newPath: "b.js" });
  });

  it("refuses a paste where the same name exists, saying so", () => {
    expect(planPaste(file("a.js"), "copy", "pages/", existing)).toEqual({
      kind: "refuse",
      title: "Error",
      message: 'A file with name "a.js" already exists at destination',
      variant: "destructive",
    });
    expect(planPaste(file("a.js"), "copy", "", existing)).toMatchObject({ kind: "refuse", title: "Error" });
  });

  it("treats a cut as a move: same parent ignored", () => {
    expect(planPaste(file("pages/b.js"), "cut", "pages/", existing)).toEqual({ kind: "ignore" });
    expect(planPaste(file("pages/b.js"), "cut", "", existing)).toEqual({ kind: "move", newPath: "b.js" });
    expect(planPaste(file("pages/a.js"), "cut", "", existing)).toMatchObject({ kind: "refuse", title: "Error" });
  });

  it("refuses to paste a folder inside itself", () => {
    expect(planPaste(folder("pages/"), "copy", "pages/", existing)).toMatchObject({ title: "Invalid operation" });
  });
});
