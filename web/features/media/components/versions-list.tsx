import type { MediaFile } from "@common/schemas/media";
import { useQuery } from "@tanstack/react-query";
import { RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { useRestoreVersion, versionsQueryOptions } from "../api/media-api";
import { formatBytes, typeName } from "../lib/format";
import { MediaThumb } from "./media-thumb";

/** The bytes a replace kept, newest first, each restorable at the same address. */
export function VersionsList({ file }: { file: MediaFile }) {
  const versions = useQuery({ ...versionsQueryOptions(file.site_id, file.id), enabled: file.version_count > 0 });
  const restore = useRestoreVersion(file.site_id);
  if (file.version_count === 0) {
    return (
      <p className="text-sm text-muted-foreground">No earlier versions. Replacing the file keeps this one here.</p>
    );
  }
  if (!versions.data) return <p className="text-sm text-muted-foreground">Loading versions…</p>;
  return (
    <ul className="grid gap-2" aria-label="Earlier versions">
      {versions.data.map((version) => (
        <li key={version.id} className="flex items-center gap-3 rounded-md border p-2">
          <MediaThumb file={version} className="size-10 shrink-0 rounded" />
          <div className="grid min-w-0 flex-1 text-xs">
            <span className="font-medium" title={formatFullTime(version.replaced_at)}>
              Replaced {formatRelativeTime(version.replaced_at)}
            </span>
            <span className="truncate text-muted-foreground">
              {typeName(version.mime)} · {formatBytes(version.size)}
              {version.width && version.height ? ` · ${version.width} × ${version.height}` : ""}
            </span>
          </div>
          <RequiresPermission permission="media:write">
            <Button
              size="sm"
              variant="outline"
              disabled={restore.isPending}
              aria-label={`Restore the version replaced ${formatRelativeTime(version.replaced_at)}`}
              onClick={() =>
                restore.mutate(
                  { mediaId: file.id, versionId: version.id },
                  { onSuccess: () => toast({ title: "Version restored", description: file.name }) },
                )
              }
            >
              <RotateCcwIcon aria-hidden="true" />
              Restore
            </Button>
          </RequiresPermission>
        </li>
      ))}
    </ul>
  );
}
