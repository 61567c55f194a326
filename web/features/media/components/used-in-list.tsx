import type { MediaUse } from "@common/schemas/media";
import { FileCodeIcon } from "lucide-react";
import { Link } from "react-router";

/** The site files whose source names the file, each opening in the editor. */
export function UsedInList({ siteId, uses }: { siteId: string; uses: MediaUse[] }) {
  const files = [...new Map(uses.map((use) => [use.file_id, use])).values()];
  return (
    <ul className="grid gap-1">
      {files.map((use) => (
        <li key={use.file_id}>
          <Link
            to={`/admin/site/${siteId}?file=${encodeURIComponent(use.full_path)}`}
            className="inline-flex max-w-full items-center gap-2 rounded-sm font-mono text-xs text-primary underline-offset-4 hover:underline"
          >
            <FileCodeIcon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{use.full_path}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
