import type { Permission } from "@common/permissions";
import { FilePlus, FolderPlus, type LucideIcon, PanelLeftClose } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { RequiresPermission } from "@/features/auth";

type Props = { onNewFile: () => void; onNewFolder: () => void; onCollapse: () => void };

type HeaderButtonProps = { label: string; icon: LucideIcon; onClick: () => void; permission?: Permission };

/**
 * An icon button named by its tooltip. Under a permission (New File, New Folder) a role without it sees
 * the button disabled and the tooltip saying why instead: one tooltip, never two. Its label stays its name.
 */
function HeaderButton({ label, icon: Icon, onClick, permission }: HeaderButtonProps) {
  const button = (
    <Button variant="ghost" size="icon" className="size-8" aria-label={label} onClick={onClick}>
      <Icon />
    </Button>
  );
  if (!permission) return <Tooltip label={label}>{button}</Tooltip>;
  return (
    <RequiresPermission permission={permission} label={label}>
      {button}
    </RequiresPermission>
  );
}

/** 'Files' with New File, New Folder (for a role that may change files) and Collapse. */
export function ExplorerHeader({ onNewFile, onNewFolder, onCollapse }: Props) {
  return (
    <div className="flex h-12 shrink-0 items-center gap-1 border-b pr-2 pl-4">
      <h2 className="flex-1 text-sm font-semibold">Files</h2>
      <HeaderButton label="New File" icon={FilePlus} onClick={onNewFile} permission="file:write" />
      <HeaderButton label="New Folder" icon={FolderPlus} onClick={onNewFolder} permission="file:write" />
      <HeaderButton label="Collapse" icon={PanelLeftClose} onClick={onCollapse} />
    </div>
  );
}
