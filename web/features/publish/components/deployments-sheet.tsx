import type { Deployment } from "@common/schemas/deployments";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useConfirm } from "@/components/use-confirm";
import { RequiresPermission } from "@/features/auth";
import { siteAddress } from "@/features/site-list";
import { formatFullTime } from "@/lib/dates";
import { deploymentsQueryOptions, useRollbackDeployment } from "../api/deployments";
import { DeploymentItem } from "./deployment-item";
import { DeploymentsIcon } from "./deployments-icon";
import { SiteStatus } from "./site-status";

type Props = {
  site: Site;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPublish: () => void;
  isPublishing: boolean;
};

/** Every deployment of the site (docs/product.md#deployments), the live one marked, and instant rollback. */
export function DeploymentsSheet({ site, open, onOpenChange, onPublish, isPublishing }: Props) {
  const deployments = useQuery({ ...deploymentsQueryOptions(site.id), enabled: open });
  const rollback = useRollbackDeployment(site.id);
  const { confirm, dialog } = useConfirm();
  const list = deployments.data?.deployments ?? [];
  const liveIndex = list.findIndex((deployment) => deployment.is_live);

  async function rollBackTo(deployment: Deployment, isOlder: boolean) {
    const accepted = await confirm({
      title: isOlder ? "Roll back to this deployment?" : "Make this deployment live?",
      description: `${siteAddress(site)} will serve the deployment of ${formatFullTime(deployment.created_at)} at once. Nothing is rebuilt, and you can switch back any time.`,
      action: isOlder ? "Roll back" : "Make live",
      destructive: false,
    });
    if (!accepted) return;
    const result = await rollback.mutateAsync(deployment.id).catch(() => null);
    if (result) toast({ title: "Rolled back", description: result.message });
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby={undefined} className="gap-0">
        <SheetHeader className="border-b">
          <SheetTitle>Deployments</SheetTitle>
          <SheetDescription>
            Every publish of {site.name}. Rolling back is instant: nothing is rebuilt.
          </SheetDescription>
          <SiteStatus site={site} publish={{ onPublish, isPublishing }} className="pt-1" />
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto p-4">
          {deployments.isPending ? (
            <div className="flex flex-col gap-3" role="status" aria-label="Loading deployments">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          ) : list.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <DeploymentsIcon className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="text-sm text-muted-foreground">
                Nothing published yet. Publish to create the first deployment.
              </p>
              <RequiresPermission permission="site:publish">
                <Button variant="success" size="sm" onClick={onPublish} disabled={isPublishing}>
                  {isPublishing ? "Publishing..." : "Publish"}
                </Button>
              </RequiresPermission>
            </div>
          ) : (
            <ol aria-label="Deployments" className="flex flex-col gap-2">
              {list.map((deployment, index) => (
                <li key={deployment.id}>
                  <DeploymentItem
                    deployment={deployment}
                    isRollingBack={rollback.isPending && rollback.variables === deployment.id}
                    isBusy={rollback.isPending}
                    onRollBack={() => void rollBackTo(deployment, liveIndex === -1 || index > liveIndex)}
                    actionLabel={liveIndex === -1 || index > liveIndex ? "Roll back" : "Make live"}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
        {dialog}
      </SheetContent>
    </Sheet>
  );
}
