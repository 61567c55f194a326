import { FolderPlusIcon, LayoutGridIcon, ListIcon } from "lucide-react";
import { ListSearch } from "@/components/list-screen/list-search";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { RequiresPermission } from "@/features/auth";
import type { MediaView } from "../hooks/use-media-view";

type Props = {
  search: string;
  onSearch: (search: string) => void;
  view: MediaView;
  onView: (view: MediaView) => void;
  onNewFolder: () => void;
};

/** Search by name, a new folder, and grid or list. */
export function MediaToolbar({ search, onSearch, view, onView, onNewFolder }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ListSearch
        label="Search files by name"
        placeholder="Search all folders by name"
        value={search}
        onChange={onSearch}
      />
      <RequiresPermission permission="media:write">
        <Button variant="outline" onClick={onNewFolder}>
          <FolderPlusIcon aria-hidden="true" />
          New folder
        </Button>
      </RequiresPermission>
      <fieldset className="flex rounded-md border p-0.5 max-sm:ml-auto">
        <legend className="sr-only">View</legend>
        <ViewButton label="Grid view" pressed={view === "grid"} onClick={() => onView("grid")}>
          <LayoutGridIcon aria-hidden="true" />
        </ViewButton>
        <ViewButton label="List view" pressed={view === "list"} onClick={() => onView("list")}>
          <ListIcon aria-hidden="true" />
        </ViewButton>
      </fieldset>
    </div>
  );
}

function ViewButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <Button
        variant={pressed ? "secondary" : "ghost"}
        size="icon"
        className="size-8"
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
