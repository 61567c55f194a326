import { RocketIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/** Shown where publishing will live; the build service that publishes is not here yet. */
export const PUBLISH_UNAVAILABLE = "Publishing arrives with the build service";

/**
 * Publish (green) is visible but honestly unavailable until the build service lands. A disabled button gets
 * no pointer events, so the tooltip hangs on a focusable wrapper.
 */
export function PublishButton() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the tooltip that says why.
          tabIndex={0}
          className="inline-flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Button variant="success" size="sm" disabled aria-label="Publish">
            <RocketIcon aria-hidden="true" />
            Publish
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>{PUBLISH_UNAVAILABLE}</TooltipContent>
    </Tooltip>
  );
}
