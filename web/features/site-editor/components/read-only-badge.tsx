import { EyeIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Tooltip } from "@/components/ui/tooltip";
import { usePermission } from "@/features/auth";

/**
 * `Read only` beside the site's status for a role that may not edit files (a viewer), saying why in its
 * tooltip and to screen readers: the disabled Save and Publish, the missing menu items and the editor
 * that takes no typing all follow from it.
 */
export function ReadOnlyBadge() {
  const { allowed, reason } = usePermission("file:write");
  if (allowed) return null;
  return (
    <Tooltip label={reason}>
      <Badge variant="outline" className="text-muted-foreground">
        <EyeIcon aria-hidden="true" />
        Read only
        <span className="sr-only">: {reason}</span>
      </Badge>
    </Tooltip>
  );
}
