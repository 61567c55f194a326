import { ArrowLeftIcon, XIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { NotFoundText } from "./not-found-text";

type Props = {
  title: string;
  /** The way back to the list where the panel fills the screen: "Back to the orders". */
  backLabel: string;
  /** Narrow screens: the item fills the screen, with Back; wide ones: a panel beside the list, with ✕. */
  fullScreen: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** The item open from a list (an order, a submission): titled, beside the list or in its place. */
export function DetailPanel({ title, backLabel, fullScreen, onClose, children }: Props) {
  const titleId = useId();
  if (fullScreen) {
    return (
      <section aria-labelledby={titleId} className="grid gap-4">
        <Button variant="outline" className="justify-self-start" onClick={onClose}>
          <ArrowLeftIcon aria-hidden="true" />
          {backLabel}
        </Button>
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight break-words">
          {title}
        </h1>
        {children}
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId} className="max-h-[calc(100svh-6rem)] overflow-y-auto rounded-lg border bg-card">
      <div className="flex items-start justify-between gap-2 border-b p-4">
        <h2 id={titleId} className="min-w-0 font-semibold break-words">
          {title}
        </h2>
        <Button variant="ghost" size="icon" className="-m-1 size-8 shrink-0" aria-label="Close" onClick={onClose}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="p-4">{children}</div>
    </section>
  );
}

type FallbackProps = {
  /** The query's error once it failed, else null while it loads. */
  error: Error | null;
  /** Said when the server answers 404: "This order is not one of this shop's, or the link is wrong." */
  notFound: string;
  /** Read out in place of the placeholders: "Loading the order…". */
  loadingLabel: string;
  /** The size of the placeholder for the item's body: "h-40". */
  bodyClassName: string;
};

/** What a detail panel holds before its item is there: placeholders while it loads, then why it is not. */
export function DetailPanelFallback({ error, notFound, loadingLabel, bodyClassName }: FallbackProps) {
  if (error) return <NotFoundText error={error} notFound={notFound} />;
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">{loadingLabel}</span>
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className={bodyClassName} />
    </div>
  );
}
