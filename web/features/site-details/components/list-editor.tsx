import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { type DataPath, fieldId, getAt, moved, pathKey } from "../lib/data-paths";
import { useDetailsForm } from "./details-form-context";

type Props = {
  path: DataPath;
  /** What one item is called on its buttons and in its heading: "Opening hours line", "Service". */
  itemLabel: string;
  /** The item's own name for its buttons, once it has one ("Gel manicure"). */
  nameOf?: (item: unknown, index: number) => string;
  /** A new, empty item. */
  newItem: () => unknown;
  /** Add does this instead of adding an empty item (the gallery's Add photo opens the media picker). */
  onAdd?: () => void;
  addLabel: string;
  /** What an empty list says. */
  empty: string;
  max: number;
  children: (index: number) => ReactNode;
};

/** Moves focus once React has drawn the change (a moved item's button, the next item, the new item). */
function focusLater(find: () => HTMLElement | null | undefined) {
  requestAnimationFrame(() => find()?.focus());
}

const byId = (id: string) => () => document.getElementById(id);

/**
 * A list of the details (opening hours, services, photos…): each item in its own group with Move up, Move
 * down and Remove, and Add at the end. Focus follows what the buttons move, so the list works by keyboard.
 */
export function ListEditor({ path, itemLabel, nameOf, newItem, onAdd, addLabel, empty, max, children }: Props) {
  const { data, errors, update, readOnly } = useDetailsForm();
  const value = getAt(data, path);
  const items: unknown[] = Array.isArray(value) ? value : [];
  const listId = fieldId(path);
  const buttonId = (index: number, action: string) => `${listId}-${index}-${action}`;

  function move(index: number, to: number, action: "up" | "down") {
    update(path, moved(items, index, to));
    // Keep the same button under the hand, on the item's new place (or its other button at the end).
    const edge = (action === "up" && to === 0) || (action === "down" && to === items.length - 1);
    focusLater(byId(buttonId(to, edge ? (action === "up" ? "down" : "up") : action)));
  }
  function remove(index: number) {
    update(
      path,
      items.filter((_, at) => at !== index),
    );
    focusLater(byId(items.length > 1 ? buttonId(Math.min(index, items.length - 2), "remove") : `${listId}-add`));
  }
  function add() {
    if (onAdd) return onAdd();
    update(path, [...items, newItem()]);
    const added = items.length;
    focusLater(() => {
      const item = document.getElementById(listId)?.querySelectorAll(":scope > ol > li")[added];
      // The new item's first field, else (a photo not chosen yet) its first button.
      return item?.querySelector<HTMLElement>("input, textarea") ?? item?.querySelector<HTMLElement>("button");
    });
  }

  return (
    <div className="grid gap-3" id={listId}>
      {items.length === 0 && <p className="text-sm text-muted-foreground">{empty}</p>}
      {errors[pathKey(path)] && <p className="text-sm text-destructive">{errors[pathKey(path)]}</p>}
      {items.length > 0 && (
        <ol className="grid gap-3">
          {items.map((item, index) => {
            const name = nameOf?.(item, index) || `${itemLabel} ${index + 1}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own; their fields are controlled.
              <li key={index} className="rounded-lg border p-3 sm:p-4">
                <fieldset className="grid min-w-0 gap-3">
                  {/* The legend names the group for screen readers; the same words show beside the buttons. */}
                  <legend className="sr-only">{name}</legend>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p aria-hidden="true" className="min-w-0 truncate text-sm font-medium">
                      {name}
                    </p>
                    {!readOnly && (
                      <div className="ml-auto flex gap-1">
                        <ItemButton
                          id={buttonId(index, "up")}
                          label={`Move ${name} up`}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1, "up")}
                        >
                          <ArrowUpIcon aria-hidden="true" />
                        </ItemButton>
                        <ItemButton
                          id={buttonId(index, "down")}
                          label={`Move ${name} down`}
                          disabled={index === items.length - 1}
                          onClick={() => move(index, index + 1, "down")}
                        >
                          <ArrowDownIcon aria-hidden="true" />
                        </ItemButton>
                        <ItemButton
                          id={buttonId(index, "remove")}
                          label={`Remove ${name}`}
                          onClick={() => remove(index)}
                        >
                          <Trash2Icon aria-hidden="true" />
                        </ItemButton>
                      </div>
                    )}
                  </div>
                  <div className="grid min-w-0 gap-3">{children(index)}</div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {!readOnly && (
        <div>
          <Button
            id={`${listId}-add`}
            type="button"
            variant="outline"
            size="sm"
            disabled={items.length >= max}
            onClick={add}
          >
            <PlusIcon aria-hidden="true" />
            {addLabel}
          </Button>
          {items.length >= max && (
            <p className="mt-1 text-sm text-muted-foreground">That is the most there can be ({max}).</p>
          )}
        </div>
      )}
    </div>
  );
}

function ItemButton({
  id,
  label,
  disabled,
  onClick,
  children,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <Button
        id={id}
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={label}
        // aria-disabled keeps the button focusable at the list's ends, so focus never drops to the page.
        aria-disabled={disabled || undefined}
        onClick={disabled ? undefined : onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
