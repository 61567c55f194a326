import { describe, expect, it } from "vitest";
import { explorerMenuItems } from "./explorer-menu-items";

const rootFile = { full_path: "site.json", isDirectory: false, file: {} };
const nestedFile = { full_path: "pages/About.jsx", isDirectory: false, file: {} };
const storedFolder = { full_path: "pages/blog/", isDirectory: true, file: {} };
const derivedFolder = { full_path: "assets/", isDirectory: true, file: null };

describe("the explorer's menu for someone who may change files", () => {
  const may = { canWrite: true, canPaste: false };

  it("offers a file every action, Move to Root only away from the root", () => {
    expect(explorerMenuItems(nestedFile, may)).toEqual([
      "open",
      "edit",
      "rename",
      "copy",
      "cut",
      "move-to-root",
      "delete",
    ]);
    expect(explorerMenuItems(rootFile, may)).not.toContain("move-to-root");
  });

  it("offers a folder its openings, new items and, when the clipboard holds something, Paste", () => {
    expect(explorerMenuItems(storedFolder, { canWrite: true, canPaste: true })).toEqual([
      "toggle",
      "new-file",
      "new-folder",
      "move-to-root",
      "paste",
      "delete",
    ]);
    // A folder that is only a path prefix is not stored: it cannot be moved or deleted as one.
    expect(explorerMenuItems(derivedFolder, may)).toEqual(["toggle", "new-file", "new-folder"]);
  });

  it("offers Root new items and Paste", () => {
    expect(explorerMenuItems(null, may)).toEqual(["new-file", "new-folder"]);
    expect(explorerMenuItems(null, { canWrite: true, canPaste: true })).toEqual(["new-file", "new-folder", "paste"]);
  });
});

describe("the explorer's menu for a viewer", () => {
  const viewer = { canWrite: false, canPaste: true };

  it("offers only opening a file or a folder", () => {
    expect(explorerMenuItems(nestedFile, viewer)).toEqual(["open"]);
    expect(explorerMenuItems(storedFolder, viewer)).toEqual(["toggle"]);
  });

  it("offers nothing on Root, so no menu opens there", () => {
    expect(explorerMenuItems(null, viewer)).toEqual([]);
  });
});
