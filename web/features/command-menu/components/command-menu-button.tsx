import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { commandMenuStore } from "../lib/command-menu-store";
import { MODIFIER_LABEL, MODIFIER_NAME } from "../lib/shortcut-keys";
import { prefetchCommandMenu } from "./command-menu";
import { Keys } from "./keys";

/** The top bar's way into the command menu, for pointers and touch: 'Search' with its shortcut beside it. */
export function CommandMenuButton() {
  return (
    <Tooltip label={`Search sites, files and actions (${MODIFIER_LABEL} K)`}>
      <Button
        variant="outline"
        size="sm"
        aria-keyshortcuts={`${MODIFIER_NAME}+K`}
        onClick={() => commandMenuStore.setView("all")}
        onPointerEnter={prefetchCommandMenu}
        onFocus={prefetchCommandMenu}
        className="text-muted-foreground max-sm:size-11 max-sm:border-0 max-sm:p-0 max-sm:shadow-none"
      >
        <SearchIcon aria-hidden="true" />
        <span className="max-sm:sr-only">Search</span>
        <Keys keys={[MODIFIER_LABEL, "K"]} className="max-md:hidden" />
      </Button>
    </Tooltip>
  );
}
