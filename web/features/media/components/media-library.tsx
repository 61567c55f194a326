import { MEDIA_ACCEPT } from "@common/media";
import type { MediaFile } from "@common/schemas/media";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { ImageIcon, UploadIcon } from "lucide-react";
import { useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListError } from "@/components/list-screen/list-states";
import { Button } from "@/components/ui/button";
import { RequiresPermission, usePermission } from "@/features/auth";
import { useMediaQuery } from "@/lib/use-media-query";
import { mediaListQueryOptions, useMediaChanged } from "../api/media-api";
import { useFileDrop } from "../hooks/use-file-drop";
import { useMediaView } from "../hooks/use-media-view";
import { usePasteFiles } from "../hooks/use-paste-files";
import { useUploadQueue } from "../hooks/use-upload-queue";
import { childFolders, folderName, isInside } from "../lib/folders";
import { DropOverlay } from "./drop-overlay";
import { FolderBreadcrumb } from "./folder-breadcrumb";
import { MediaDetailsPanel } from "./media-details-panel";
import { type MediaDialog, MediaDialogs } from "./media-dialogs";
import { MediaItems } from "./media-items";
import { MediaToolbar } from "./media-toolbar";
import { StorageUsage } from "./storage-usage";
import { UploadList } from "./upload-list";

/** The library of one site: its folders and files, the uploads under way, and the chosen file's details. */
export function MediaLibrary({ site }: { site: Site }) {
  const { allowed: canWrite, reason } = usePermission("media:write");
  const [params, setParams] = useSearchParams();
  const folder = params.get("folder") ?? "";
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const [view, setView] = useMediaView();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [createdFolders, setCreatedFolders] = useState<string[]>([]);
  const [dialog, setDialog] = useState<MediaDialog | null>(null);
  const isWide = useMediaQuery("(min-width: 1024px)");
  const picker = useRef<HTMLInputElement>(null);

  const list = useQuery(mediaListQueryOptions(site.id, q ? { q } : { folder }));
  const changed = useMediaChanged(site.id);
  const queue = useUploadQueue(site.id, () => void changed());
  const { add } = queue;
  const addFiles = useCallback((files: File[]) => add(files, folder), [add, folder]);
  const isDragging = useFileDrop(canWrite, addFiles);
  usePasteFiles(canWrite, addFiles);

  const allFolders = useMemo(
    () => [...new Set([...(list.data?.folders ?? []), ...createdFolders])],
    [list.data?.folders, createdFolders],
  );
  const localFolders = createdFolders.filter((path) => !list.data?.folders.includes(path));
  const subfolders = q ? [] : childFolders(allFolders, folder);
  const files = list.data?.media ?? [];
  const selected = files.find((file) => file.id === selectedId) ?? null;

  function openFolder(path: string) {
    setSearch("");
    setSelectedId(null);
    setParams(path ? { folder: path } : {});
  }

  function select(file: MediaFile) {
    setSelectedId(file.id);
  }

  // Focus goes back to the file whose details closed, or, when it is gone, to the first tile left.
  function closeDetails() {
    const id = selectedId;
    setSelectedId(null);
    requestAnimationFrame(() => {
      const tiles = document.querySelectorAll<HTMLElement>("[data-media-id]");
      const back = Array.from(tiles).find((tile) => tile.dataset.mediaId === id) ?? tiles[0];
      back?.focus();
    });
  }

  const details = selected && (
    <MediaDetailsPanel
      key={selected.id}
      site={site}
      file={selected}
      asSheet={!isWide}
      onClose={closeDetails}
      onAction={setDialog}
    />
  );

  return (
    <ListScreen
      title="Media library"
      icon={ImageIcon}
      className="max-w-7xl"
      description={
        canWrite
          ? `Images, videos, PDFs and fonts of ${site.name}, served at /media/ on its address.`
          : `Images, videos, PDFs and fonts of ${site.name}. ${reason}.`
      }
      back={{ to: `/admin/site/${site.id}`, label: "Back to the editor" }}
      actions={
        <RequiresPermission permission="media:write">
          <Button onClick={() => picker.current?.click()}>
            <UploadIcon aria-hidden="true" />
            Upload files
          </Button>
        </RequiresPermission>
      }
    >
      <input
        ref={picker}
        type="file"
        multiple
        accept={MEDIA_ACCEPT}
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          addFiles(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      {list.data && <StorageUsage usage={list.data.usage} />}
      <UploadList uploads={queue.uploads} onCancel={queue.cancel} onRetry={queue.retry} onRemove={queue.remove} />
      <MediaToolbar
        search={search}
        onSearch={setSearch}
        view={view}
        onView={setView}
        onNewFolder={() => setDialog({ kind: "new-folder", parent: folder })}
      />
      {!q && <FolderBreadcrumb folder={folder} onOpen={openFolder} />}
      <div className="flex items-start gap-6">
        <div className="min-w-0 flex-1">
          {list.data === undefined && !list.isPending ? (
            <ListError title="Error loading media" error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <MediaItems
              view={view}
              isLoading={list.isPending}
              search={q}
              folder={folder}
              folders={subfolders}
              files={files}
              selectedId={selected?.id ?? null}
              canWrite={canWrite}
              onOpenFolder={openFolder}
              onSelect={select}
              onFolderAction={setDialog}
              onPick={() => picker.current?.click()}
            />
          )}
        </div>
        {isWide && details && <aside className="sticky top-20 w-80 shrink-0">{details}</aside>}
      </div>
      {!isWide && details}
      <MediaDialogs
        site={site}
        dialog={dialog}
        folders={allFolders}
        localFolders={localFolders}
        onClose={() => setDialog(null)}
        onFolderCreated={(path) => {
          setCreatedFolders((all) => [...all, path]);
          openFolder(path);
        }}
        onFolderMoved={(from, to) => {
          const moved = (path: string) => (isInside(path, from) ? to + path.slice(from.length) : path);
          setCreatedFolders((all) => all.map(moved));
          if (isInside(folder, from)) openFolder(moved(folder));
        }}
        onFolderGone={(path) => {
          setCreatedFolders((all) => all.filter((created) => !isInside(created, path)));
          if (isInside(folder, path)) openFolder("");
        }}
        onFileGone={closeDetails}
      />
      {isDragging && <DropOverlay folderName={folder ? `“${folderName(folder)}”` : "the top of the library"} />}
    </ListScreen>
  );
}
