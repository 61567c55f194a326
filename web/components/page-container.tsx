import type * as React from "react";
import { cn } from "@/lib/utils";

/** The padded, width-limited column most admin screens sit in. */
export function PageContainer({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn("mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8", className)}
      {...props}
    />
  );
}
