import type { CommandGroup, CommandItem } from "../lib/command-types";
import { Keys } from "./keys";

type Props = {
  id: string;
  groups: readonly CommandGroup[];
  activeItem: CommandItem | null;
  optionId: (item: CommandItem) => string;
  onHighlight: (item: CommandItem) => void;
  onRun: (item: CommandItem) => void;
};

/** The listbox of the menu's combobox: options in labelled groups; focus stays in the search field. */
export function CommandResults({ id, groups, activeItem, optionId, onHighlight, onRun }: Props) {
  return (
    <div
      role="listbox"
      id={id}
      aria-label="Results"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 empty:hidden"
    >
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox, not of form fields.
        <div key={group.id} role="group" aria-labelledby={`${id}-${group.id}`} className="not-last:pb-2">
          <div
            id={`${id}-${group.id}`}
            aria-hidden="true"
            className="px-3 pt-2 pb-1 text-xs font-medium text-muted-foreground"
          >
            {group.label}
          </div>
          {group.items.map((item) => (
            <CommandOption
              key={item.id}
              id={optionId(item)}
              item={item}
              isActive={item === activeItem}
              onHighlight={onHighlight}
              onRun={onRun}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

type OptionProps = Pick<Props, "onHighlight" | "onRun"> & { id: string; item: CommandItem; isActive: boolean };

function CommandOption({ id, item, isActive, onHighlight, onRun }: OptionProps) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the search field keeps focus and points here with aria-activedescendant.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search field's arrow keys and Enter are this option's keys.
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      // Moving the pointer highlights; a list scrolling under a still pointer does not.
      onMouseMove={() => !isActive && onHighlight(item)}
      // The search field keeps focus, so the keys keep working after a click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onRun(item)}
      className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground max-sm:min-h-11"
    >
      <item.icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate">
        {item.prefix && <span className="text-muted-foreground">{item.prefix}</span>}
        {item.label}
      </span>
      {item.detail && <span className="min-w-0 max-w-[45%] truncate text-xs text-muted-foreground">{item.detail}</span>}
      {item.keys && (
        <span aria-hidden="true" className="max-sm:hidden">
          <Keys keys={item.keys} />
        </span>
      )}
    </div>
  );
}
