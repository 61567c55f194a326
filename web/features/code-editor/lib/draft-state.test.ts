import type { SiteFile } from "@common/schemas/files";
import { describe, expect, it } from "vitest";
import { dirtyPathsOf, draftOverridesOf, fileAtVersion, isDirty, newerFile, unsavedFilesOf } from "./draft-state";

function file(id: string, full_path: string, content: string | null, version = 1): SiteFile {
  return {
    id,
    organization_id: "o",
    site_id: "s",
    full_path,
    file_type: "javascript",
    is_directory: false,
    current_version_id: content === null ? null : `${id}-v${version}`,
    size_bytes: content?.length ?? 0,
    created_at: "",
    updated_at: "",
    last_modified_by: null,
    current_version:
      content === null
        ? null
        : {
            id: `${id}-v${version}`,
            content,
            version_number: version,
            commit_message: "",
            created_by: null,
            created_at: "",
          },
  };
}

describe("draft state", () => {
  const index = file("1", "pages/Index.jsx", "hello");
  const about = file("2", "pages/About.jsx", null);

  it("is clean without a draft or when the draft equals the saved content", () => {
    expect(isDirty(index, new Map())).toBe(false);
    expect(isDirty(index, new Map([["1", "hello"]]))).toBe(false);
  });

  it("is dirty when the draft differs; a file without a version counts as empty", () => {
    expect(isDirty(index, new Map([["1", "hello!"]]))).toBe(true);
    expect(isDirty(about, new Map([["2", ""]]))).toBe(false);
    expect(isDirty(about, new Map([["2", "x"]]))).toBe(true);
  });

  it("lists the paths of dirty files only", () => {
    const drafts = new Map([
      ["1", "changed"],
      ["2", ""],
    ]);
    expect([...dirtyPathsOf([index, about], drafts)]).toEqual(["pages/Index.jsx"]);
  });

  it("gives the unsaved text of dirty files by path, for the live preview", () => {
    expect(draftOverridesOf([index, about], new Map())).toEqual({});
    const drafts = new Map([
      ["1", "changed"],
      ["2", ""],
    ]);
    expect(draftOverridesOf([index, about], drafts)).toEqual({ "pages/Index.jsx": "changed" });
  });

  it("lists dirty files with their drafts", () => {
    const drafts = new Map([
      ["1", "changed"],
      ["2", ""],
    ]);
    expect(unsavedFilesOf([index, about], new Map())).toEqual([]);
    expect(unsavedFilesOf([index, about], drafts)).toEqual([{ file: index, content: "changed" }]);
  });

  it("takes a version as the file's current one", () => {
    const theirs = file("1", "pages/Index.jsx", "theirs", 3).current_version;
    if (!theirs) throw new Error("the fixture has a version");
    const taken = fileAtVersion(index, theirs);
    expect(taken).toMatchObject({ id: "1", current_version_id: "1-v3", current_version: { content: "theirs" } });
    expect(isDirty(taken, new Map([["1", "theirs"]]))).toBe(false);
  });

  it("prefers the copy with the newer version", () => {
    const saved = file("1", "pages/Index.jsx", "saved", 2);
    expect(newerFile(index, saved)).toBe(saved);
    expect(newerFile(saved, index)).toBe(saved);
    expect(newerFile(index, undefined)).toBe(index);
    expect(newerFile(index, about)).toBe(index);
  });
});
