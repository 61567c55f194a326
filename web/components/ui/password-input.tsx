import { EyeIcon, EyeOffIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";

/** A password input with a show/hide toggle. */
export function PasswordInput({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div data-slot="password-input" className="relative">
      <Input type={isVisible ? "text" : "password"} className={cn("pr-10", className)} {...props} />
      <button
        type="button"
        // "Show"/"Hide" rather than "Show password", so the field's own label stays the only "password" label.
        aria-label={isVisible ? "Hide" : "Show"}
        aria-controls={props.id}
        aria-pressed={isVisible}
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none"
        disabled={props.disabled}
      >
        {isVisible ? <EyeOffIcon className="size-4" aria-hidden /> : <EyeIcon className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
