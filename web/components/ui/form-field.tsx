import type * as React from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

type FormFieldProps = {
  /** The id of the control inside; the label points at it and the error is `${id}-error`. */
  id: string;
  label: React.ReactNode;
  error?: string | null;
  /** Something to show at the end of the label row, such as a "Forgot password?" link. */
  aside?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** A label, its control and the control's error message. */
export function FormField({ id, label, error, aside, className, children }: FormFieldProps) {
  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} data-slot="form-field-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The id FormField gives the error message of control `id`, for `aria-describedby`. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}
