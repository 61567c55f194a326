import { Button } from "@/components/ui/button";
import type { MorePages } from "./list-rows";

/** Under a list read a page at a time: why older rows failed to load, or the button that loads them. */
export function LoadMore({ more, things }: { more: MorePages; things: string }) {
  return (
    <>
      {more.isFetchNextPageError && (
        <p role="alert" className="justify-self-center text-sm text-destructive">
          Older {things} could not be loaded: {more.error?.message}
        </p>
      )}
      {more.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={more.isFetchingNextPage}
          onClick={() => void more.fetchNextPage()}
        >
          {more.isFetchingNextPage ? "Loading..." : "Load more"}
        </Button>
      )}
    </>
  );
}
