import type { ComponentProps } from "react";
import { Checkbox } from "@/components/ui/checkbox";

type Props = Omit<ComponentProps<typeof Checkbox>, "id" | "role"> & {
  id: string;
  label: string;
  hint: string;
  /** What the form holds now, read out as the switch's state. */
  isOn: boolean;
};

/** A setting that is on or off, as the settings screens draw one: a switch, its label and a line on what it does. */
export function SwitchField({ id, label, hint, isOn, ...box }: Props) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Checkbox {...box} id={id} role="switch" aria-checked={isOn} aria-describedby={`${id}-hint`} />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
