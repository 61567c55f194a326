import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToasts } from "./use-toast";

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, open }) => (
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
          <ToastClose />
        </Toast>
      ))}
      {/*
        On phones (640px and narrower) toasts come down from the top, clear of the thumb and of bottom action
        bars, but below the app's top bar (4rem), whose menu and organization stay in reach.
      */}
      <ToastViewport className="phone:top-16! phone:bottom-auto! phone:flex-col-reverse! phone:pt-2" />
    </ToastProvider>
  );
}
