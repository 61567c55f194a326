import { EDIT_MODE_MESSAGES, type PageEditTarget } from "@common/schemas/page-edits";
import { type RefObject, useEffect, useRef } from "react";
import { useAppConfig } from "@/lib/app-config";

/** What a click in Edit mode found that cannot be edited there, and where it comes from when known. */
export type EditInfo = { message: "computed" | "computed-part" | "not-editable"; where: string | null };

/** Edit mode of the preview (docs/product.md#click-to-edit): on or off, and what to do with what the page sends. */
export type PreviewEditing = {
  isOn: boolean;
  /** Words were changed on the page: `what` names the element ("heading", "text", "button"). */
  onEdit: (target: PageEditTarget, what: string) => void;
  /** A photo was clicked: choose another for `target`. */
  onPickImage: (target: PageEditTarget) => void;
  onInfo: (info: EditInfo) => void;
};

function isTarget(data: Record<string, unknown>): boolean {
  return typeof data.path === "string" && typeof data.base_version_id === "string" && typeof data.edit === "object";
}

function targetOf(data: Record<string, unknown>): PageEditTarget {
  return { path: data.path, base_version_id: data.base_version_id, edit: data.edit } as PageEditTarget;
}

/**
 * Tells the shown frame whether Edit mode is on (again after each new page loads) and hands what it sends
 * to `editing`. Only this frame's messages from the preview origin count, and ours go to that origin only.
 */
export function useEditMode(
  frame: RefObject<HTMLIFrameElement | null>,
  shownUrl: string | null,
  editing: PreviewEditing | undefined,
) {
  const previewOrigin = useAppConfig().data?.previewOrigin;
  const origin = previewOrigin ? new URL(previewOrigin).origin : null;
  const handlers = useRef(editing);
  handlers.current = editing;
  const isOn = editing?.isOn === true;

  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!origin || !target || shownUrl === null) return;
    target.postMessage({ type: EDIT_MODE_MESSAGES.mode, on: isOn }, origin);
  }, [origin, isOn, shownUrl, frame]);

  useEffect(() => {
    if (!origin || !isOn) return;
    function handleMessage(event: MessageEvent) {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as Record<string, unknown> | null;
      const current = handlers.current;
      if (typeof data !== "object" || data === null || !current) return;
      if (data.type === EDIT_MODE_MESSAGES.edit && isTarget(data)) current.onEdit(targetOf(data), String(data.what));
      if (data.type === EDIT_MODE_MESSAGES.pickImage && isTarget(data)) current.onPickImage(targetOf(data));
      if (data.type === EDIT_MODE_MESSAGES.info) {
        current.onInfo({ message: data.message as EditInfo["message"], where: (data.where as string | null) ?? null });
      }
    }
    window.addEventListener("message", handleMessage);
    return () => window.removeEventListener("message", handleMessage);
  }, [origin, isOn, frame]);
}
