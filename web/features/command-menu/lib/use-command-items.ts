import { useQuery } from "@tanstack/react-query";
import { CodeIcon, FileIcon, GlobeIcon, KeyboardIcon, MoonIcon, PlusIcon, SunIcon } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { useAuth, usePermission } from "@/features/auth";
import { ADMIN_MENU_ITEMS } from "@/features/shell";
import { siteAddress, sitesQueryOptions } from "@/features/site-list";
import { creatorPathFor } from "@/features/templates";
import { useTheme } from "@/features/theme";
import { commandMenuStore, type EditorCommands } from "./command-menu-store";
import type { CommandGroup, CommandItem } from "./command-types";
import { editorActions } from "./editor-actions";

function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/") + 1);
}

function fileItems(editor: EditorCommands): CommandItem[] {
  return editor.files
    .filter((file) => !file.is_directory)
    .map((file) => ({
      id: `file-${file.id}`,
      prefix: folderOf(file.full_path),
      label: file.full_path.slice(folderOf(file.full_path).length),
      icon: FileIcon,
      run: () => editor.openFile(file),
    }));
}

type Options = {
  /** Files only (Ctrl/Cmd+P), or everything. */
  mode: "all" | "files";
  /** Opens the blank site dialog ('Create site' itself goes to the site creator). */
  onBlankSite: () => void;
};

/** What the menu offers where it was opened: the editor's actions and files, the sites, the admin screens. */
export function useCommandItems({ mode, onBlankSite }: Options): CommandGroup[] {
  const editor = useSyncExternalStore(commandMenuStore.subscribe, commandMenuStore.getEditor);
  const { activeOrganization } = useAuth();
  const mayCreateSite = usePermission("site:create").allowed;
  const sites = useQuery(sitesQueryOptions(activeOrganization?.id ?? null));
  const { setTheme } = useTheme();
  const navigate = useNavigate();

  const files = { id: "files", label: "Files", items: editor ? fileItems(editor) : [] } as const;
  if (mode === "files") return [files];

  const isDark = document.documentElement.classList.contains("dark");
  const actions: CommandItem[] = [
    ...(editor ? editorActions(editor) : []),
    ...(activeOrganization && mayCreateSite
      ? [
          {
            id: "create-site",
            label: "Create site",
            keywords: ["new site", "template", "site creator"],
            icon: PlusIcon,
            run: () => navigate(creatorPathFor()),
          },
          {
            id: "blank-site",
            label: "Blank site (code)",
            keywords: ["new site", "starter files"],
            icon: CodeIcon,
            run: onBlankSite,
          },
        ]
      : []),
    {
      id: "theme",
      label: isDark ? "Switch to light theme" : "Switch to dark theme",
      keywords: ["toggle theme", "dark mode", "light mode"],
      icon: isDark ? SunIcon : MoonIcon,
      run: () => setTheme(isDark ? "light" : "dark"),
    },
    {
      id: "shortcuts",
      label: "Keyboard shortcuts",
      keywords: ["help", "keys"],
      icon: KeyboardIcon,
      keys: ["?"],
      run: () => commandMenuStore.setView("shortcuts"),
    },
  ];
  const siteItems: CommandItem[] = (sites.data ?? []).map((site) => ({
    id: `site-${site.id}`,
    label: site.name,
    detail: siteAddress(site),
    icon: GlobeIcon,
    run: () => navigate(`/admin/site/${site.id}`),
  }));
  const screens: CommandItem[] = ADMIN_MENU_ITEMS.filter(
    (screen) => activeOrganization || !screen.needsOrganization,
  ).map((screen) => ({
    id: `screen-${screen.to}`,
    label: screen.label,
    detail: screen.to,
    icon: screen.icon,
    run: () => navigate(screen.to),
  }));

  return [
    { id: "actions", label: "Actions", items: actions },
    files,
    { id: "sites", label: "Sites", items: siteItems },
    { id: "screens", label: "Screens", items: screens },
  ];
}
