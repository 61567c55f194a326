import { useEffect, useRef } from "react";
import { commandMenuStore, type EditorCommands } from "./command-menu-store";

/**
 * The site editor offers its files, Save and Publish (those its user's role allows) and Preview to the
 * command menu while it is mounted, and turns on Ctrl/Cmd+P (go to file). Call it once, from the editor.
 */
export function useEditorCommands(commands: EditorCommands) {
  // The menu calls the newest callbacks; only a change of files or open file is worth telling it about.
  const latest = useRef(commands);
  latest.current = commands;
  const { siteId, files, currentPath } = commands;
  const canSave = commands.save !== undefined;
  const canPublish = commands.publish !== undefined;
  const canInsertMedia = commands.insertMedia !== undefined;

  useEffect(() => {
    commandMenuStore.setEditor({
      siteId,
      files,
      currentPath,
      openFile: (file) => latest.current.openFile(file),
      save: canSave ? () => latest.current.save?.() : undefined,
      publish: canPublish ? () => latest.current.publish?.() : undefined,
      insertMedia: canInsertMedia ? () => latest.current.insertMedia?.() : undefined,
      showPreview: () => latest.current.showPreview(),
    });
    return () => commandMenuStore.setEditor(null);
  }, [siteId, files, currentPath, canSave, canPublish, canInsertMedia]);
}
