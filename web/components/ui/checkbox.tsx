import { type ComponentProps, useEffect, useRef } from "react";
import { cn } from "@/lib/utils";

type Props = Omit<ComponentProps<"input">, "type"> & {
  /** Neither checked nor not: some of what it stands for is chosen (a select-all box). */
  indeterminate?: boolean;
};

/** The platform's own checkbox in our colours: its keyboard, states and screen-reader support come free. */
export function Checkbox({ className, indeterminate = false, ref, ...props }: Props) {
  const own = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      // Ours for `indeterminate`, and the caller's too (a form registers the box through it).
      ref={(node) => {
        own.current = node;
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }}
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        "size-4 shrink-0 cursor-pointer rounded-sm accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
