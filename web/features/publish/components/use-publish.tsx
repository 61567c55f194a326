import { type ReactNode, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { useConfirm } from "@/features/code-editor";
import { showErrorToast } from "@/lib/error-toast";
import { EDITOR_MESSAGES, MESSAGES } from "../../../../common/messages";
import { BUILD_MESSAGES } from "../../../../common/schemas/build";
import type { SiteFile } from "../../../../common/schemas/files";
import type { Site } from "../../../../common/schemas/sites";
import { usePublishSite } from "../api/publish";

/** A file with unsaved edits and the text to save. */
export type UnsavedFile = { file: SiteFile; content: string };

type Options = {
  site: Site;
  unsaved: readonly UnsavedFile[];
  /** Saves one draft through the editor's save flow; null when the user cancelled or it failed. */
  saveFile: (file: SiteFile, content: string) => Promise<SiteFile | null>;
};

export type PublishFlow = {
  publish: () => Promise<void>;
  isPublishing: boolean;
  /** Where the last publish from this editor went, until dismissed. */
  publishedUrl: string | null;
  dismissPublished: () => void;
  /** Render once: the save-first question. */
  dialog: ReactNode;
};

/**
 * Publishing (docs/product.md#publish): unsaved edits are saved first (or publishing is cancelled), a session and a
 * site id are required, 'Publishing' while it runs, then 'Site published' with the server's message and
 * the URL, or 'Publishing failed' with 'Publish API error ({status}): {text}'.
 */
export function usePublish({ site, unsaved, saveFile }: Options): PublishFlow {
  const { user } = useAuth();
  const publishSite = usePublishSite(site.id);
  const { confirm, dialog } = useConfirm();
  const [publishedUrl, setPublishedUrl] = useState<string | null>(null);

  async function saveAll(): Promise<boolean> {
    if (unsaved.length === 0) return true;
    const count = unsaved.length === 1 ? "1 file has" : `${unsaved.length} files have`;
    const accepted = await confirm({
      title: "Save changes before publishing?",
      description: `${count} unsaved changes. Publishing builds the saved files, so save them first.`,
      detail: unsaved.map(({ file }) => file.full_path).join("\n"),
      confirmLabel: "Save and publish",
    });
    if (!accepted) return false;
    for (const { file, content } of unsaved) {
      if (!(await saveFile(file, content))) return false;
    }
    return true;
  }

  async function publish() {
    if (publishSite.isPending) return;
    if (!user) {
      showErrorToast(MESSAGES.authenticationRequired, EDITOR_MESSAGES.authenticationRequiredToPublish);
      return;
    }
    if (!site.id) {
      showErrorToast(BUILD_MESSAGES.missingSiteId);
      return;
    }
    if (!(await saveAll())) return;
    toast({ title: "Publishing", description: `Building every page of ${site.name}…` });
    try {
      const result = await publishSite.mutateAsync();
      setPublishedUrl(result.url);
      toast({ title: "Site published", description: result.message || BUILD_MESSAGES.published });
    } catch {
      // The query client has toasted 'Publishing failed' with the server's words.
    }
  }

  return {
    publish,
    isPublishing: publishSite.isPending,
    publishedUrl,
    dismissPublished: () => setPublishedUrl(null),
    dialog,
  };
}
