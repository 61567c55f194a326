import { type ComponentType, Suspense, useState } from "react";

type Props<P extends { open: boolean }> = P & { component: ComponentType<P> };

/**
 * Renders a lazy dialog (`component`, made with React's `lazy`) from the first time it opens. Until then
 * it renders nothing, as a closed dialog does, so dialogs a screen rarely opens (and the form checks
 * they carry) stay out of its first download. Once opened it stays mounted, so closing it animates as
 * before.
 */
export function LazyUntilOpen<P extends { open: boolean }>({ component: Component, ...props }: Props<P>) {
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Component {...(props as unknown as P)} />
    </Suspense>
  );
}
