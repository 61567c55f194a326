import { FilePlus, FolderPlus, type LucideIcon, PanelLeftClose } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

type Props = { onNewFile: () => void; onNewFolder: () => void; onCollapse: () => void };

function HeaderButton({ label, icon: Icon, onClick }: { label: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={label} onClick={onClick}>
          <Icon />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** 'Files' with New File, New Folder and Collapse. */
export function ExplorerHeader({ onNewFile, onNewFolder, onCollapse }: Props) {
  return (
    <div className="flex h-12 shrink-0 items-center gap-1 border-b pr-2 pl-4">
      <h2 className="flex-1 text-sm font-semibold">Files</h2>
      <HeaderButton label="New File" icon={FilePlus} onClick={onNewFile} />
      <HeaderButton label="New Folder" icon={FolderPlus} onClick={onNewFolder} />
      <HeaderButton label="Collapse" icon={PanelLeftClose} onClick={onCollapse} />
    </div>
  );
}
