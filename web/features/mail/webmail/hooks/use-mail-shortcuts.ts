import { useEffect, useRef } from "react";
import { isTextEntry, type ShortcutSection, useScreenShortcuts } from "@/features/command-menu";

export type MailKeys = {
  next: () => void;
  previous: () => void;
  reply: () => void;
  replyAll: () => void;
  forward: () => void;
  archive: () => void;
  remove: () => void;
  markUnread: () => void;
  compose: () => void;
  search: () => void;
  close: () => void;
};

/** The keys, as the shortcut sheet lists them and as the handler reads them. */
const KEYS: { key: string; action: keyof MailKeys; does: string }[] = [
  { key: "j", action: "next", does: "Next conversation" },
  { key: "k", action: "previous", does: "Previous conversation" },
  { key: "r", action: "reply", does: "Reply" },
  { key: "a", action: "replyAll", does: "Reply all" },
  { key: "f", action: "forward", does: "Forward" },
  { key: "e", action: "archive", does: "Archive" },
  { key: "#", action: "remove", does: "Delete (in Trash: delete forever)" },
  { key: "u", action: "markUnread", does: "Mark unread and go back to the list" },
  { key: "c", action: "compose", does: "Write a new message" },
  { key: "/", action: "search", does: "Search the folder" },
  { key: "Escape", action: "close", does: "Close the open message" },
];

const SECTION: ShortcutSection = {
  where: "Mail",
  shortcuts: KEYS.map(({ key, does }) => ({ keys: [key === "Escape" ? "Esc" : key.toUpperCase()], does })),
};

/** A dialog, alert or menu is open: its keys are its own. The phone's menu drawer stays in the page, inert while closed. */
function isLayerOpen(): boolean {
  return document.querySelector('[role="dialog"]:not([inert]), [role="alertdialog"], [role="menu"]') !== null;
}

/**
 * The mail client's keys (Gmail's, for those who know them), listed in the shortcut sheet. They are off
 * while the reader types in a field, while a dialog or menu is open, and while `isEnabled` is false (the
 * compose form is open).
 */
export function useMailShortcuts(keys: MailKeys, isEnabled: boolean) {
  useScreenShortcuts(SECTION);
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextEntry(event.target) || isLayerOpen()) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const found = KEYS.find((each) => each.key === key);
      if (!found) return;
      event.preventDefault();
      latest.current[found.action]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isEnabled]);
}
