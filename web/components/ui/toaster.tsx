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
      {/* On phones (640px and narrower) toasts sit at the top, clear of the thumb and of bottom action bars. */}
      <ToastViewport className="phone:top-0! phone:bottom-auto! phone:flex-col-reverse! phone:pt-[max(1rem,env(safe-area-inset-top))]" />
    </ToastProvider>
  );
}
