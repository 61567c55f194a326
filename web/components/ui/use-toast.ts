import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@common/constants";
import { useSyncExternalStore } from "react";
import type { ToastVariant } from "./toast";

/** A link under a toast's words that leads to what solves it ("Upgrade" to the billing screen). */
export type ToastLink = { label: string; to: string };

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastLink;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

// One store for the whole page: at most TOAST_LIMIT visible, newest first (docs/product.md#shell).
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; destructive ones carry the error titles of docs/product.md#errors. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
