import { EyeIcon, ImagePlusIcon, RocketIcon, SaveIcon } from "lucide-react";
import type { EditorCommands } from "./command-menu-store";
import type { CommandItem } from "./command-types";
import { MODIFIER_LABEL } from "./shortcut-keys";

/**
 * The site editor's actions in the menu: `Save file` and `Insert media` while a file is open, `Publish site`
 * and `Show preview`. Save, Insert media and Publish only when the editor offers them (its user's role
 * allows them).
 */
export function editorActions(editor: EditorCommands): CommandItem[] {
  const items: CommandItem[] = [];
  if (editor.save && editor.currentPath) {
    items.push({
      id: "save",
      label: "Save file",
      detail: editor.currentPath,
      icon: SaveIcon,
      keys: [MODIFIER_LABEL, "S"],
      run: editor.save,
    });
  }
  if (editor.insertMedia && editor.currentPath) {
    items.push({
      id: "insert-media",
      label: "Insert media",
      detail: editor.currentPath,
      keywords: ["image", "picture", "photo"],
      icon: ImagePlusIcon,
      run: editor.insertMedia,
    });
  }
  if (editor.publish) {
    items.push({
      id: "publish",
      label: "Publish site",
      keywords: ["deploy", "go live"],
      icon: RocketIcon,
      run: editor.publish,
    });
  }
  items.push({
    id: "preview",
    label: "Show preview",
    keywords: ["preview tab"],
    icon: EyeIcon,
    run: editor.showPreview,
  });
  return items;
}
