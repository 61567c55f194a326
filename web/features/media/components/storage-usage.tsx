import type { MediaUsage } from "@common/schemas/media";
import { cn } from "@/lib/utils";
import { formatBytes } from "../lib/format";

/** How much of the organization's media allowance its sites' files take, all sites together. */
export function StorageUsage({ usage }: { usage: MediaUsage }) {
  const fraction = usage.limit_bytes > 0 ? Math.min(1, usage.used_bytes / usage.limit_bytes) : 0;
  const percent = Math.round(fraction * 100);
  const label = `${formatBytes(usage.used_bytes)} of ${formatBytes(usage.limit_bytes)} used`;
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Storage:</span> {label}{" "}
        <span className="max-sm:hidden">by your organization's sites</span>
      </p>
      {/* The sentence beside it says the same in words. */}
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted sm:w-48">
        <div
          className={cn("h-full rounded-full", fraction > 0.9 ? "bg-destructive" : "bg-primary")}
          style={{ width: `${Math.max(percent, usage.used_bytes > 0 ? 1 : 0)}%` }}
        />
      </div>
    </div>
  );
}
