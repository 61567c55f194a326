import { describe, expect, it } from "vitest";
import type { EditorCommands } from "./command-menu-store";
import { editorActions } from "./editor-actions";

const noop = () => {};

function editor(overrides: Partial<EditorCommands>): EditorCommands {
  return { siteId: "s", files: [], currentPath: "pages/Index.jsx", openFile: noop, showPreview: noop, ...overrides };
}

const ids = (commands: EditorCommands) => editorActions(commands).map((item) => item.id);

describe("the site editor's actions in the command menu", () => {
  it("offers Save and Insert media (with a file open), Publish and Preview to a role that may do them", () => {
    const all = { save: noop, publish: noop, insertMedia: noop };
    expect(ids(editor(all))).toEqual(["save", "insert-media", "publish", "preview"]);
    expect(ids(editor({ ...all, currentPath: null }))).toEqual(["publish", "preview"]);
  });

  it("offers a viewer only the preview", () => {
    expect(ids(editor({}))).toEqual(["preview"]);
  });
});
