import { Loader2Icon, RocketIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";

type Props = { isPublishing: boolean; onPublish: () => void; className?: string };

/**
 * The green Publish button; it reads 'Publishing...' while a publish runs. A role that may not publish
 * sees it disabled, with the reason in its tooltip.
 */
export function PublishButton({ isPublishing, onPublish, className }: Props) {
  return (
    <RequiresPermission permission="site:publish">
      <Button variant="success" size="sm" onClick={onPublish} disabled={isPublishing} className={className}>
        {isPublishing ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : <RocketIcon aria-hidden="true" />}
        {isPublishing ? "Publishing..." : "Publish"}
      </Button>
    </RequiresPermission>
  );
}
