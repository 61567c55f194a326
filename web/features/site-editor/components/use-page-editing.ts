import { pageTitle } from "@common/page-routes";
import type { PageEditTarget } from "@common/schemas/page-edits";
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import type { EditInfo, PreviewEditing } from "@/features/preview";
import { useApplyPageEdit } from "../api/page-edits";

function infoText({ message, where }: EditInfo): { title: string; description: string } {
  if (message === "computed-part") {
    return {
      title: "Part of this text is worked out by code",
      description: "Only the words around it can be changed here. Change the rest in Business details or the Code tab.",
    };
  }
  if (message === "computed") {
    return {
      title: "This text is worked out by code",
      description: `It comes from ${where ?? "the page's code"}: change it in the Code tab, or in Business details if it is one of your business's facts.`,
    };
  }
  return { title: "Nothing to edit here", description: "Click words or a photo on the page to change them." };
}

/**
 * Edit mode's side in the editor: a change from the page is saved as a version ("Edited on the page:
 * Home heading"), a clicked photo opens the media picker, and what cannot be edited says why.
 */
export function usePageEditing(siteId: string, pagePath: string | null, isOn: boolean) {
  const apply = useApplyPageEdit(siteId);
  const [picking, setPicking] = useState<PageEditTarget | null>(null);
  const page = pagePath ? pageTitle(pagePath) : "Page";

  function save(target: PageEditTarget, what: string) {
    apply.mutate(
      { ...target, label: `${page} ${what}` },
      { onSuccess: () => toast({ title: "Change saved", description: `${page} ${what}: saved as a new version.` }) },
    );
  }

  const editing: PreviewEditing = {
    isOn,
    onEdit: save,
    onPickImage: setPicking,
    onInfo: (info) => toast(infoText(info)),
  };

  function pickImage(url: string) {
    if (picking === null) return;
    save({ ...picking, edit: { ...picking.edit, value: url } }, "photo");
    setPicking(null);
  }

  return { editing, isPicking: picking !== null, stopPicking: () => setPicking(null), pickImage };
}
