import type { LucideIcon } from "lucide-react";

export type CommandGroupId = "actions" | "files" | "sites" | "screens";

export type CommandItem = {
  id: string;
  label: string;
  /** Shown muted before the label and searched with it: a file's folder. */
  prefix?: string;
  /** Shown muted after the label: a site's address, a screen's path. */
  detail?: string;
  /** Other words the item answers to ("toggle theme"). */
  keywords?: readonly string[];
  icon: LucideIcon;
  /** The item's own shortcut, shown beside it. */
  keys?: readonly string[];
  run: () => void;
};

export type CommandGroup = { id: CommandGroupId; label: string; items: readonly CommandItem[] };
