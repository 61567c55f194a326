import type { Site } from "@common/schemas/sites";
import { AlertCircleIcon, InboxIcon, SearchXIcon, ShieldCheckIcon, SquarePenIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyCard } from "@/components/empty-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { InboxPlace } from "../hooks/use-inbox-place";

/** A site none of whose forms has been sent yet: how to add one, and the way to the editor. */
export function NoForms({ site }: { site: Site }) {
  return (
    <EmptyCard>
      <SquarePenIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="font-medium">No forms yet</h2>
      <div className="grid max-w-lg gap-2 text-sm text-pretty text-muted-foreground">
        <p>
          What visitors send through the forms of {site.name} arrives here once the site is published. Add a form to a
          page with{" "}
          <code className="rounded bg-muted px-1 py-0.5 whitespace-nowrap text-foreground">
            {'<Form name="contact">'}
          </code>{" "}
          from <code className="rounded bg-muted px-1 py-0.5 whitespace-nowrap text-foreground">"webcraft"</code>, or
          write{" "}
          <code className="rounded bg-muted px-1 py-0.5 whitespace-nowrap text-foreground">
            {'<form data-form="contact">'}
          </code>{" "}
          yourself.
        </p>
        <p>The starter site's Contact page already has one: publish the site and send it a message to see it here.</p>
      </div>
      <Button asChild>
        <Link to={`/admin/site/${site.id}`}>Open the site's editor</Link>
      </Button>
    </EmptyCard>
  );
}

type EmptyListProps = {
  place: InboxPlace;
  search: string;
  isFiltered: boolean;
  onClearFilters: () => void;
};

/** Nothing in view: nothing matches, the spam folder is clean, or nothing has come in yet. */
export function EmptyList({ place, search, isFiltered, onClearFilters }: EmptyListProps) {
  if (isFiltered) {
    return (
      <EmptyCard>
        <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{search ? `No submissions match “${search}”` : "No submissions in those days"}</p>
        <p className="max-w-md text-sm text-pretty text-muted-foreground">
          The search looks for the words in every field of {place.form ? `the ${place.form} form` : "every form"} in{" "}
          {place.folder === "spam" ? "Spam" : "the inbox"}.
        </p>
        <Button variant="outline" onClick={onClearFilters}>
          Clear search and dates
        </Button>
      </EmptyCard>
    );
  }
  if (place.folder === "spam") {
    return (
      <EmptyCard>
        <ShieldCheckIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No spam</p>
        <p className="max-w-md text-sm text-pretty text-muted-foreground">
          Submissions the spam guard catches land here: a filled hidden field, a form sent faster than a person could
          fill it, too many links or known spam words. Mark one “Not spam” to move it to the inbox.
        </p>
      </EmptyCard>
    );
  }
  return (
    <EmptyCard>
      <InboxIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No submissions yet</p>
      <p className="max-w-md text-sm text-pretty text-muted-foreground">
        What visitors send through {place.form ? `the ${place.form} form` : "the site's forms"} on the published site
        arrives here, newest first.
      </p>
    </EmptyCard>
  );
}

export function LoadingRows() {
  return (
    <div className="grid gap-2" aria-busy="true">
      <span className="sr-only">Loading submissions…</span>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
        <Skeleton key={i} className="h-14" />
      ))}
    </div>
  );
}

/** A list that could not be read, with the server's words and another try. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
