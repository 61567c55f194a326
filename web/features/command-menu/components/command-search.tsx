import { SearchIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogTitle } from "@/components/ui/dialog";
import { Tooltip } from "@/components/ui/tooltip";
import { commandMenuStore } from "../lib/command-menu-store";
import type { CommandItem } from "../lib/command-types";
import { filterCommands } from "../lib/rank";
import { MODIFIER_LABEL } from "../lib/shortcut-keys";
import { useCommandItems } from "../lib/use-command-items";
import { CommandResults } from "./command-results";
import { Keys } from "./keys";

type Props = { mode: "all" | "files"; onBlankSite: () => void };

/** The combobox: a search field whose arrow keys move through the results below it, Enter runs one. */
export function CommandSearch({ mode, onBlankSite }: Props) {
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const groups = filterCommands(useCommandItems({ mode, onBlankSite }), query);
  const items = groups.flatMap((group) => group.items);
  const active = items[Math.min(activeIndex, items.length - 1)] ?? null;
  const baseId = useId();
  const listId = `${baseId}list`;
  const optionId = (item: CommandItem) => `${baseId}${item.id}`;
  const activeId = active ? optionId(active) : undefined;
  const title = mode === "files" ? "Go to file" : "Command menu";

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  function run(item: CommandItem) {
    commandMenuStore.setView("closed");
    item.run();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const current = items.indexOf(active as CommandItem);
      if (items.length > 0) setActiveIndex((current + step + items.length) % items.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (active) run(active);
    } else if (event.key === "Backspace" && mode === "files" && query === "") {
      commandMenuStore.setView("all");
    }
  }

  return (
    <>
      <DialogTitle className="sr-only">{title}</DialogTitle>
      <div className="flex shrink-0 items-center gap-2 border-b pl-4 pr-2">
        <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {mode === "files" && (
          <span className="shrink-0 rounded bg-secondary px-1.5 py-0.5 text-xs font-medium text-secondary-foreground">
            Files
          </span>
        )}
        <input
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-label={mode === "files" ? "Go to file" : "Search sites, files, screens and actions"}
          placeholder={mode === "files" ? "Go to file…" : "Search or jump to…"}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={handleKeyDown}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm max-sm:h-14"
        />
        <Tooltip label="Close (Esc)">
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="max-sm:size-11">
              <XIcon aria-hidden="true" />
            </Button>
          </DialogClose>
        </Tooltip>
      </div>
      <CommandResults
        id={listId}
        groups={groups}
        activeItem={active}
        optionId={optionId}
        onHighlight={(item) => setActiveIndex(items.indexOf(item))}
        onRun={run}
      />
      <p role="status" className="px-4 text-center text-sm text-muted-foreground not-empty:py-10">
        {items.length > 0 ? "" : query.trim() ? `No results for “${query.trim()}”` : "Nothing to show here yet."}
      </p>
      <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1 border-t px-4 py-2 text-xs text-muted-foreground max-sm:hidden">
        <span className="flex items-center gap-1.5">
          <Keys keys={["↑", "↓"]} /> to move
        </span>
        <span className="flex items-center gap-1.5">
          <Keys keys={["Enter"]} /> to open
        </span>
        <span className="flex items-center gap-1.5">
          <Keys keys={["Esc"]} /> to close
        </span>
        {mode === "all" && commandMenuStore.getEditor() && (
          <span className="flex items-center gap-1.5">
            <Keys keys={[MODIFIER_LABEL, "P"]} /> files only
          </span>
        )}
      </div>
    </>
  );
}
