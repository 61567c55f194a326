import type { Deployment } from "@common/schemas/deployments";
import { FileIcon, HardDriveIcon, Loader2Icon, type LucideIcon, Undo2Icon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { formatBytes } from "../lib/format-bytes";

type Props = {
  deployment: Deployment;
  actionLabel: string;
  isRollingBack: boolean;
  isBusy: boolean;
  onRollBack: () => void;
};

/**
 * One deployment: when (exact time on hover), who, pages, size, and Live or a way back to it (disabled,
 * saying why, for a role that may not roll back).
 */
export function DeploymentItem({ deployment, actionLabel, isRollingBack, isBusy, onRollBack }: Props) {
  const pages = deployment.page_count === 1 ? "1 page" : `${deployment.page_count} pages`;
  return (
    <article
      aria-label={`Deployment of ${formatFullTime(deployment.created_at)}`}
      className={cn(
        "flex items-start gap-3 rounded-lg border p-3",
        deployment.is_live && "border-success/50 bg-success/5",
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <time dateTime={deployment.created_at} title={formatFullTime(deployment.created_at)} className="font-medium">
            {formatRelativeTime(deployment.created_at)}
          </time>
          <span className="font-mono text-xs text-muted-foreground" title={`Deployment ${deployment.id}`}>
            #{deployment.id.slice(0, 7)}
          </span>
          {deployment.is_live && <Badge variant="success">Live</Badge>}
        </div>
        <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <Fact icon={UserIcon} label="Published by">
            {deployment.created_by?.name ?? "A former member"}
          </Fact>
          <Fact icon={FileIcon} label="Pages">
            {pages}
          </Fact>
          <Fact icon={HardDriveIcon} label="Size">
            {formatBytes(deployment.total_bytes)} in {deployment.file_count} files
          </Fact>
        </dl>
      </div>
      {!deployment.is_live && (
        <RequiresPermission permission="site:publish" side="left">
          <Button variant="outline" size="sm" onClick={onRollBack} disabled={isBusy}>
            {isRollingBack ? (
              <Loader2Icon aria-hidden="true" className="animate-spin" />
            ) : (
              <Undo2Icon aria-hidden="true" />
            )}
            {actionLabel}
          </Button>
        </RequiresPermission>
      )}
    </article>
  );
}

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1">
      <dt className="sr-only">{label}</dt>
      <Icon className="size-3" aria-hidden="true" />
      <dd>{children}</dd>
    </div>
  );
}
