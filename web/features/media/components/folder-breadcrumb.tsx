import { ChevronRightIcon, HomeIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { folderName, folderTrail } from "../lib/folders";

/** Where the person is in the library, each step a way back up. */
export function FolderBreadcrumb({ folder, onOpen }: { folder: string; onOpen: (path: string) => void }) {
  const trail = folderTrail(folder);
  return (
    <nav aria-label="Folders">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          <Crumb label="All files" current={trail.length === 0} onClick={() => onOpen("")} icon />
        </li>
        {trail.map((path, i) => (
          <li key={path} className="flex items-center gap-1">
            <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <Crumb label={folderName(path)} current={i === trail.length - 1} onClick={() => onOpen(path)} />
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Crumb({
  label,
  current,
  onClick,
  icon,
}: {
  label: string;
  current: boolean;
  onClick: () => void;
  icon?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-current={current ? "location" : undefined}
      className="aria-[current]:font-semibold"
      onClick={onClick}
    >
      {icon && <HomeIcon aria-hidden="true" />}
      {label}
    </Button>
  );
}
