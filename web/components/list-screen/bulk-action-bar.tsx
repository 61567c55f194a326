import type { LucideIcon } from "lucide-react";
import { Fragment, type ReactElement, type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { SelectionBar } from "./selection-bar";

export type BulkAction = {
  label: string;
  icon: LucideIcon;
  /** Does it to the chosen rows; resolves to the toast's words ("3 posts published"), rejects on failure. */
  run: () => Promise<string>;
  /** For what cannot be undone: asks first, in these words. */
  confirm?: { title: string; description: string; action: string; busyAction: string };
};

type Props = {
  /** Names the bar for assistive technology: "Selected posts". */
  label: string;
  /** How many are chosen, in words: "3 posts". */
  count: string;
  actions: BulkAction[];
  /** An action is under way: the buttons wait. */
  isBusy: boolean;
  /** Wraps each action's button: the feature's check that the role may do it. */
  guard: (button: ReactElement<Record<string, unknown>>) => ReactNode;
  /** Lets go of the choice: on Clear selection, and once an action is done. */
  onClear: () => void;
};

/** The selection bar with the actions a list offers for its chosen rows; those that cannot be undone ask first. */
export function BulkActionBar({ label, count, actions, isBusy, guard, onClear }: Props) {
  const [asking, setAsking] = useState<BulkAction | null>(null);

  // Awaited here rather than in a mutation's callbacks: the bar goes away as soon as what it acted on
  // leaves the list, and those callbacks would go with it. A failure's toast is the query client's.
  function run(action: BulkAction) {
    action.run().then(
      (title) => {
        toast({ title });
        setAsking(null);
        onClear();
      },
      () => {},
    );
  }

  return (
    <SelectionBar label={label} count={count} onClear={onClear}>
      {actions.map((action) => (
        <Fragment key={action.label}>
          {guard(
            <Button
              variant="outline"
              size="sm"
              disabled={isBusy}
              onClick={() => (action.confirm ? setAsking(action) : run(action))}
            >
              <action.icon aria-hidden="true" />
              {action.label}
            </Button>,
          )}
        </Fragment>
      ))}
      {asking?.confirm && (
        <ConfirmDialog
          title={asking.confirm.title}
          description={asking.confirm.description}
          action={asking.confirm.action}
          busyAction={asking.confirm.busyAction}
          isBusy={isBusy}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </SelectionBar>
  );
}

/** The question before deleting the chosen rows for good ("Delete 3 posts?"), with what goes with them. */
export function deletionConfirm(count: string, description: string): BulkAction["confirm"] {
  return { title: `Delete ${count}?`, description, action: `Delete ${count}`, busyAction: "Deleting..." };
}
