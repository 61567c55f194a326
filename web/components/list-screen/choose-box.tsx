import { Checkbox } from "@/components/ui/checkbox";
import type { Selection } from "@/lib/use-selection";
import { cn } from "@/lib/utils";

type Props = {
  /** Its accessible name: "Select Blue mug". */
  label: string;
  checked: boolean;
  /** Half-checked: some of the rows it stands for are chosen. */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  /** Its row's line height where the row has more lines ("h-6"), so the box stays by the first. */
  className?: string;
};

/** A row's box to choose it for a bulk action, with room for a finger around it on touch screens. */
export function ChooseBox({ label, checked, indeterminate, onChange, className }: Props) {
  return (
    <label className={cn("flex items-center pointer-coarse:min-h-11 pointer-coarse:min-w-11", className)}>
      <Checkbox
        aria-label={label}
        checked={checked}
        indeterminate={indeterminate}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

/** The box above a list's rows that chooses every row shown, or none. */
export function ChooseAllBox({ selection }: { selection: Selection }) {
  return (
    <ChooseBox
      label="Select all shown"
      checked={selection.all}
      indeterminate={selection.some}
      onChange={selection.setAll}
    />
  );
}
