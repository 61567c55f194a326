import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

type Props = {
  /** The field's name for assistive technology: "Status", "Tag". */
  label: string;
  value: string;
  /** The first choice, the value "": "All orders". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Its width beside the search from 640 px: "sm:basis-48" unless the choices are shorter. */
  className?: string;
};

/** A list's one filter beside its search box: a whole line on a phone. */
export function ListSelect({ label, value, allLabel, options, onChange, className = "sm:basis-48" }: Props) {
  return (
    <div className={cn("basis-full", className)}>
      <NativeSelect aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
