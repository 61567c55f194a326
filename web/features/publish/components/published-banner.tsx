import { CircleCheckIcon, ExternalLinkIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { url: string; onDismiss: () => void };

/** After a publish the published URL is shown, until dismissed. */
export function PublishedBanner({ url, onDismiss }: Props) {
  return (
    <output className="flex items-center gap-2 border-b border-success/30 bg-success/10 px-3 py-1.5 text-sm">
      <CircleCheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
      <span className="shrink-0 max-sm:sr-only">Published to</span>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-w-0 items-center gap-1 font-medium text-foreground underline underline-offset-4"
      >
        <span className="truncate">{url}</span>
        <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
      </a>
      <Button variant="ghost" size="icon" className="ml-auto size-7" aria-label="Dismiss" onClick={onDismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </output>
  );
}
