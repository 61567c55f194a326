import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type Props = ComponentProps<typeof Input> & { domain: string; suffixId: string };

/** The part of an address before the @, with "@domain" fixed after it (cut short only when it must be). */
export function AddressInput({ domain, suffixId, className, ...props }: Props) {
  return (
    <div className="flex min-w-0 items-stretch">
      <Input
        {...props}
        className={cn("w-auto min-w-24 flex-1 rounded-r-none", className)}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
      />
      <span
        id={suffixId}
        title={`@${domain}`}
        className="flex min-w-0 items-center rounded-r-md border border-l-0 bg-muted px-3 text-sm text-muted-foreground"
      >
        <span className="truncate">@{domain}</span>
      </span>
    </div>
  );
}
