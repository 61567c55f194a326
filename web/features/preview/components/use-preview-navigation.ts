import { type RefObject, useEffect, useRef } from "react";
import { useAppConfig } from "@/lib/app-config";

/** What the preview page's link hand-off posts (server/features/preview/preview-navigation.ts). */
const NAVIGATE_MESSAGE = "webcraft:navigate";

function navigationPath(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, path } = data as { type?: unknown; path?: unknown };
  return type === NAVIGATE_MESSAGE && typeof path === "string" && path.startsWith("/") ? path : null;
}

/**
 * Calls `onNavigate` with the site path of a link followed in the frame. Only the preview origin's
 * message from this very frame counts: any other window may post anything.
 */
export function usePreviewNavigation(
  frame: RefObject<HTMLIFrameElement | null>,
  onNavigate: ((path: string) => void) | undefined,
) {
  const previewOrigin = useAppConfig().data?.previewOrigin;
  // The latest handler, so the listener is not replaced on every render.
  const handler = useRef(onNavigate);
  handler.current = onNavigate;
  const isListening = onNavigate !== undefined;

  useEffect(() => {
    if (!previewOrigin || !isListening) return;
    const origin = new URL(previewOrigin).origin;
    function handleMessage(event: MessageEvent) {
      if (event.origin !== origin) return;
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const path = navigationPath(event.data);
      if (path !== null) handler.current?.(path);
    }
    window.addEventListener("message", handleMessage);
    return () => window.removeEventListener("message", handleMessage);
  }, [previewOrigin, isListening, frame]);
}
