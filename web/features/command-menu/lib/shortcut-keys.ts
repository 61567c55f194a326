/** Apple keyboards say ⌘ where others say Ctrl; the shortcuts follow the platform's own modifier. */
export const isApplePlatform =
  typeof navigator !== "undefined" && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

export const MODIFIER_LABEL = isApplePlatform ? "⌘" : "Ctrl";
export const MODIFIER_NAME = isApplePlatform ? "Command" : "Control";

/** Ctrl+key (⌘+key on Apple platforms) and no other modifier. */
export function isModifierShortcut(event: KeyboardEvent, key: string): boolean {
  const modifier = isApplePlatform ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === key;
}

const TEXT_ENTRY = 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), .monaco-editor';

/** Focus is where a typed character is text (a field or the code editor), not a shortcut. */
export function isTextEntry(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TEXT_ENTRY) !== null;
}
