import { lazy, Suspense, useState } from "react";
import { useToasts } from "@/components/ui/use-toast";

const LoadedToaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** The toasts. Their code (Radix Toast) loads with the first one: most screens show none. */
export function Toaster() {
  const hasToasts = useToasts().length > 0;
  const [isNeeded, setIsNeeded] = useState(hasToasts);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  );
}
