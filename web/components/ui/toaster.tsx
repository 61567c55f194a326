import type { MouseEvent } from "react";
import { createPortal } from "react-dom";
import { navigateInApp } from "@/lib/app-navigation";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, type ToastLink, useToasts } from "./use-toast";

/** A toast's link: the router moves on a plain click; a new tab or window still gets the address. */
function ToastLinkAction({ action }: { action: ToastLink }) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (navigateInApp(action.to)) event.preventDefault();
  }
  return (
    <ToastAction altText={action.label} asChild>
      <a href={action.to} onClick={follow}>
        {action.label}
      </a>
    </ToastAction>
  );
}

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action && <ToastLinkAction action={action} />}
          <ToastClose />
        </Toast>
      ))}
      {/*
        On phones (640px and narrower) toasts come down from the top, clear of the thumb and of bottom action
        bars, but below the app's top bar (4rem), whose menu and organization stay in reach.
      */}
      {/* On the body, beside the app: a dialog opened before the first toast hid the app, not this. */}
      {createPortal(
        <ToastViewport className="phone:top-16! phone:bottom-auto! phone:flex-col-reverse! phone:pt-2" />,
        document.body,
      )}
    </ToastProvider>
  );
}
