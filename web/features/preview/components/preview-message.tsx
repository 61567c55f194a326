import { RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

type Props = { title: string; children?: ReactNode; onRetry?: () => void };

/** A message in place of the page (the inline preview messages of docs/product.md#preview), over the frame area. */
export function PreviewMessage({ title, children, onRetry }: Props) {
  return (
    <div
      role="alert"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-background p-6 text-center"
    >
      <h3 className="text-base font-semibold">{title}</h3>
      {children && <p className="max-w-sm text-sm text-muted-foreground">{children}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry} className="mt-1">
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      )}
    </div>
  );
}
