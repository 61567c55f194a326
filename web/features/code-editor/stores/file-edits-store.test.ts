import type { SiteFile } from "@common/schemas/files";
import { describe, expect, it } from "vitest";
import { createFileEditsStore, type FileEditsDeps } from "./file-edits-store";

function fileAt(version: number, content: string): SiteFile {
  return {
    id: "index",
    organization_id: "o",
    site_id: "s",
    full_path: "pages/Index.jsx",
    file_type: "javascript",
    is_directory: false,
    current_version_id: `v${version}`,
    size_bytes: content.length,
    created_at: "",
    updated_at: "",
    last_modified_by: null,
    current_version: {
      id: `v${version}`,
      content,
      version_number: version,
      commit_message: "",
      created_by: null,
      created_at: "",
    },
  };
}

type Write = { content: string; base: string | undefined; answer: (file: SiteFile) => void };

/** A store over a fake API whose writes wait until the test answers them, with version 1 of a page open. */
function setUp({ saveRefusal }: { saveRefusal?: string } = {}) {
  const writes: Write[] = [];
  const toasts: { title: string; description?: string }[] = [];
  const questions: string[] = [];
  const deps: FileEditsDeps = {
    saveContent: (_file, content, base) =>
      new Promise((resolve) => {
        writes.push({ content, base, answer: resolve });
      }),
    theirVersion: async () => null,
    newestCopy: (file) => file,
    writeSaved: () => {},
    confirm: async ({ title }) => {
      questions.push(title);
      return true;
    },
    askConflict: async () => "cancel",
    toast: (told) => {
      toasts.push(told);
    },
    saveRefusal: () => saveRefusal,
  };
  const store = createFileEditsStore(() => deps);
  const opened = fileAt(1, "Welcome");
  /** Types `text` over the open page and saves it, as the editor's shortcut does. */
  function typeAndSave(text: string) {
    store.setDraft(opened.id, text);
    return store.save(opened, text);
  }
  return { store, writes, toasts, questions, opened, typeAndSave };
}

/** Lets every settled promise run its callbacks. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe("saving from the editor", () => {
  it("makes a save that arrives while another is written wait, then save on top of it", async () => {
    const { store, writes, typeAndSave } = setUp();
    const shortcut = typeAndSave("Fresh bread");
    await settle();
    // Publish asks to save the draft as it now reads, from the copy it holds (still version 1).
    const publishing = typeAndSave("Fresh bread daily");
    await settle();
    expect(writes.map(({ content, base }) => ({ content, base }))).toEqual([{ content: "Fresh bread", base: "v1" }]);
    expect(store.getState().isSaving).toBe(true);

    writes[0]?.answer(fileAt(2, "Fresh bread"));
    await expect(shortcut).resolves.toMatchObject({ current_version_id: "v2" });
    await settle();
    // Version 2 is this page's own: no conflict with it, the second save continues from it.
    expect(writes[1]).toMatchObject({ content: "Fresh bread daily", base: "v2" });
    writes[1]?.answer(fileAt(3, "Fresh bread daily"));
    await expect(publishing).resolves.toMatchObject({ current_version_id: "v3" });
    expect(store.getState().drafts.size).toBe(0);
    expect(store.getState().isSaving).toBe(false);
  });

  it("has nothing left to write when the save it waited for wrote the same text", async () => {
    const { store, writes, opened, typeAndSave } = setUp();
    const first = typeAndSave("Fresh bread");
    const second = store.save(opened, "Fresh bread");
    await settle();
    writes[0]?.answer(fileAt(2, "Fresh bread"));
    await expect(second).resolves.toMatchObject({ current_version_id: "v2" });
    await expect(first).resolves.toMatchObject({ current_version_id: "v2" });
    expect(writes).toHaveLength(1);
    expect(store.getState().drafts.size).toBe(0);
  });

  it("keeps text typed while a save is written", async () => {
    const { store, writes, opened, typeAndSave } = setUp();
    const saving = typeAndSave("Fresh");
    await settle();
    store.setDraft(opened.id, "Fresh bread");
    writes[0]?.answer(fileAt(2, "Fresh"));
    await saving;
    expect(store.getState().drafts.get(opened.id)).toBe("Fresh bread");
    expect(store.unsavedFiles([fileAt(2, "Fresh")])).toEqual([
      { file: expect.objectContaining({ current_version_id: "v2" }), content: "Fresh bread" },
    ]);
  });
});

describe("saving without the right to", () => {
  it("writes nothing, asks nothing and says why, for a role that may not edit files", async () => {
    const { store, writes, toasts, questions, opened } = setUp({ saveRefusal: "Your role (viewer) cannot edit files" });
    // An empty page would be asked about first: the refusal comes before any question.
    await expect(store.save(opened, "")).resolves.toBeNull();
    await expect(store.saveDraft(opened)).resolves.toBeNull();
    await settle();
    expect(writes).toHaveLength(0);
    expect(questions).toEqual([]);
    expect(store.getState().isSaving).toBe(false);
    expect(toasts).toEqual([
      { title: "Not saved", description: "Your role (viewer) cannot edit files" },
      { title: "Not saved", description: "Your role (viewer) cannot edit files" },
    ]);
  });
});
