import type { SiteFile } from "@common/schemas/files";
import { usePermission } from "@/features/auth";
import { useEditorCommands } from "@/features/command-menu";
import type { EditorTab } from "./editor-workspace";
import { useSaveOpenFile } from "./use-save-open-file";

type Options = {
  siteId: string;
  files: readonly SiteFile[] | undefined;
  openFile: SiteFile | null;
  /** Opens a file as a click in the explorer does. */
  select: (file: SiteFile) => void;
  setTab: (tab: EditorTab) => void;
  publish: () => Promise<void>;
  /** Opens the Insert media picker. */
  insertMedia: () => void;
};

/**
 * Offers the editor's files, Save, Insert media, Publish and Preview to the command menu (Ctrl/Cmd+K,
 * Ctrl/Cmd+P); Save, Insert media and Publish only to a role that may do them.
 */
export function useSiteEditorCommands({ siteId, files, openFile, select, setTab, publish, insertMedia }: Options) {
  const save = useSaveOpenFile(openFile);
  const maySave = usePermission("file:write").allowed;
  const mayPublish = usePermission("site:publish").allowed;
  useEditorCommands({
    siteId,
    files: files ?? NO_FILES,
    currentPath: openFile?.full_path ?? null,
    openFile: (file) => {
      select(file);
      setTab("code");
    },
    save: maySave ? save : undefined,
    publish: mayPublish ? () => void publish() : undefined,
    insertMedia: maySave
      ? () => {
          setTab("code");
          insertMedia();
        }
      : undefined,
    showPreview: () => setTab("preview"),
  });
}

// One empty list while the files load, so the menu is not told of a new one on every render.
const NO_FILES: readonly SiteFile[] = [];
