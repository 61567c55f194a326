import type { MediaFile } from "@common/schemas/media";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { FolderInputIcon, PencilIcon, RefreshCwIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { CopyField } from "@/components/copy-field";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { formatFullTime } from "@/lib/dates";
import { errorText } from "@/lib/error-toast";
import { usedInQueryOptions, useReplaceMedia } from "../api/media-api";
import { formatBytes, kindOf, typeName } from "../lib/format";
import { AltTextForm } from "./alt-text-form";
import type { MediaDialog } from "./media-dialogs";
import { MediaPreview } from "./media-preview";
import { UsedInList } from "./used-in-list";
import { VersionsList } from "./versions-list";

type Props = { site: Site; file: MediaFile; onAction: (dialog: MediaDialog) => void };

/** Everything about one file, and what can be done with it. */
export function MediaDetails({ site, file, onAction }: Props) {
  const uses = useQuery(usedInQueryOptions(site.id, file.id));
  const replace = useReplaceMedia(site.id);
  const [replaceError, setReplaceError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  function replaceWith(chosen: File | undefined) {
    if (!chosen) return;
    setReplaceError(null);
    replace.mutate(
      { mediaId: file.id, file: chosen },
      {
        onSuccess: () => toast({ title: "File replaced", description: `${file.name} keeps its address.` }),
        onError: (error) => setReplaceError(errorText(error)),
      },
    );
  }

  return (
    <div className="grid gap-5">
      <MediaPreview file={file} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <Fact term="Type">{typeName(file.mime)}</Fact>
        <Fact term="Size">{formatBytes(file.size)}</Fact>
        {file.width && file.height ? <Fact term="Dimensions">{`${file.width} × ${file.height} px`}</Fact> : null}
        <Fact term="Folder">{file.folder || "Top of the library"}</Fact>
        <Fact term="Updated">{formatFullTime(file.updated_at)}</Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <RequiresPermission permission="media:write">
          <Button size="sm" variant="outline" disabled={replace.isPending} onClick={() => picker.current?.click()}>
            <RefreshCwIcon aria-hidden="true" />
            {replace.isPending ? "Replacing..." : "Replace"}
          </Button>
        </RequiresPermission>
        <RequiresPermission permission="media:write">
          <Button size="sm" variant="outline" onClick={() => onAction({ kind: "rename-file", file })}>
            <PencilIcon aria-hidden="true" />
            Rename
          </Button>
        </RequiresPermission>
        <RequiresPermission permission="media:write">
          <Button size="sm" variant="outline" onClick={() => onAction({ kind: "move-file", file })}>
            <FolderInputIcon aria-hidden="true" />
            Move
          </Button>
        </RequiresPermission>
        <RequiresPermission permission="media:write">
          <Button size="sm" variant="outline" onClick={() => onAction({ kind: "delete-file", file })}>
            <Trash2Icon className="text-destructive" aria-hidden="true" />
            Delete
          </Button>
        </RequiresPermission>
        <input
          ref={picker}
          type="file"
          className="hidden"
          aria-hidden="true"
          tabIndex={-1}
          accept={file.mime}
          onChange={(event) => {
            replaceWith(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      {replaceError && (
        <p role="alert" className="text-sm text-destructive">
          {replaceError}
        </p>
      )}
      {kindOf(file.mime) === "image" && <AltTextForm file={file} />}
      <CopyField label="URL" value={file.url} />
      <CopyField label="Path in site code" value={`/media/${file.path}`} />
      <Section title="Used in">
        {uses.data === undefined ? (
          <p className="text-sm text-muted-foreground">Looking through the site's files…</p>
        ) : uses.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No site file names it yet.</p>
        ) : (
          <UsedInList siteId={site.id} uses={uses.data} />
        )}
      </Section>
      <Section title="Versions">
        <VersionsList file={file} />
      </Section>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      {children}
    </section>
  );
}
