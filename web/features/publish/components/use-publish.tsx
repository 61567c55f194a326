import { EDITOR_MESSAGES, MESSAGES } from "@common/messages";
import { BUILD_MESSAGES } from "@common/schemas/build";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ConfirmDetails } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useConfirm } from "@/components/use-confirm";
import { useAuth, usePermission } from "@/features/auth";
import { filesQueryOptions, useFileEdits } from "@/features/code-editor";
import { type BuildProblem, buildProblemsOf } from "@/lib/build-problems";
import { showErrorToast } from "@/lib/error-toast";
import { publishErrorMessage, usePublishSite } from "../api/publish";

/** Why the last publish from this editor failed: the build's problems, and its words for Technical details. */
export type PublishFailure = { problems: BuildProblem[]; message: string };

export type PublishFlow = {
  publish: () => Promise<void>;
  isPublishing: boolean;
  /** Where the last publish from this editor went, until dismissed. */
  publishedUrl: string | null;
  dismissPublished: () => void;
  /** A publish that a mistake in the site's files stopped, until dismissed or the next publish. */
  failure: PublishFailure | null;
  dismissFailure: () => void;
  /** Render once: the save-first question. */
  dialog: ReactNode;
};

/**
 * Publishing (docs/product.md#publish): unsaved edits are saved first (or publishing is cancelled), a session and a
 * site id are required, 'Publishing' while it runs, then 'Site published' with the server's message and
 * the URL. A mistake in the files fails it with a `failure` that stays on screen until dismissed; any other
 * failure toasts 'Publishing failed' with 'Publish API error ({status}): {text}'.
 */
export function usePublish(site: Site): PublishFlow {
  const { user } = useAuth();
  const mayPublish = usePermission("site:publish").allowed;
  const files = useQuery(filesQueryOptions(site.id)).data;
  const edits = useFileEdits();
  const publishSite = usePublishSite(site.id);
  const { confirm, dialog } = useConfirm();
  const [publishedUrl, setPublishedUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<PublishFailure | null>(null);

  async function saveAll(): Promise<boolean> {
    const unsaved = edits.unsavedFiles(files ?? []);
    if (unsaved.length === 0) return true;
    const count = unsaved.length === 1 ? "1 file has" : `${unsaved.length} files have`;
    const accepted = await confirm({
      title: "Save changes before publishing?",
      description: `${count} unsaved changes. Publishing builds the saved files, so save them first.`,
      details: <ConfirmDetails text={unsaved.map(({ file }) => file.full_path).join("\n")} />,
      action: "Save and publish",
      destructive: false,
    });
    if (!accepted) return false;
    for (const { file, content } of unsaved) {
      // A save already under way (Ctrl+S just before) is waited for: this one then saves on top of it.
      if (!(await edits.save(file, content))) return false;
    }
    return true;
  }

  async function publish() {
    // Every way to publish is disabled or hidden for a role without the right; this is the last word.
    if (publishSite.isPending || !mayPublish) return;
    if (!user) {
      showErrorToast(MESSAGES.authenticationRequired, EDITOR_MESSAGES.authenticationRequiredToPublish);
      return;
    }
    if (!site.id) {
      showErrorToast(BUILD_MESSAGES.missingSiteId);
      return;
    }
    if (!(await saveAll())) return;
    setFailure(null);
    const running = toast({ title: "Publishing", description: `Building every page of ${site.name}…` });
    try {
      const result = await publishSite.mutateAsync();
      setPublishedUrl(result.url);
      toast({ title: "Site published", description: result.message || BUILD_MESSAGES.published });
    } catch (error) {
      running.dismiss();
      // A mistake in the files is shown until dismissed; the query client toasted any other failure.
      const problems = buildProblemsOf(error);
      if (problems.length > 0) setFailure({ problems, message: publishErrorMessage(error) });
    }
  }

  return {
    publish,
    isPublishing: publishSite.isPending,
    publishedUrl,
    dismissPublished: () => setPublishedUrl(null),
    failure,
    dismissFailure: () => setFailure(null),
    dialog,
  };
}
