import type { Site } from "@common/schemas/sites";
import { InboxIcon, SearchXIcon, ShieldCheckIcon, SquarePenIcon } from "lucide-react";
import { Link } from "react-router";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListLoading } from "@/components/list-screen/list-states";
import { Button } from "@/components/ui/button";
import type { InboxPlace } from "../hooks/use-inbox-place";

const CODE = "rounded bg-muted px-1 py-0.5 whitespace-nowrap text-foreground";

/** A site none of whose forms has been sent yet: how to add one, and the way to the editor. */
export function NoForms({ site }: { site: Site }) {
  return (
    <ListEmpty icon={SquarePenIcon} title="No forms yet" isHeading>
      <div className="grid max-w-lg gap-2 text-sm text-pretty text-muted-foreground">
        <p>
          What visitors send through the forms of {site.name} arrives here once the site is published. Add a form to a
          page with <code className={CODE}>{'<Form name="contact">'}</code> from{" "}
          <code className={CODE}>"webcraft"</code>, or write{" "}
          <code className={CODE}>{'<form data-form="contact">'}</code> yourself.
        </p>
        <p>The starter site's Contact page already has one: publish the site and send it a message to see it here.</p>
      </div>
      <Button asChild>
        <Link to={`/admin/site/${site.id}`}>Open the site's editor</Link>
      </Button>
    </ListEmpty>
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
      <ListEmpty
        icon={SearchXIcon}
        title={search ? `No submissions match “${search}”` : "No submissions in those days"}
        description={
          <>
            The search looks for the words in every field of {place.form ? `the ${place.form} form` : "every form"} in{" "}
            {place.folder === "spam" ? "Spam" : "the inbox"}.
          </>
        }
      >
        <Button variant="outline" onClick={onClearFilters}>
          Clear search and dates
        </Button>
      </ListEmpty>
    );
  }
  if (place.folder === "spam") {
    return (
      <ListEmpty
        icon={ShieldCheckIcon}
        title="No spam"
        description="Submissions the spam guard catches land here: a filled hidden field, a form sent faster than a person could fill it, too many links or known spam words. Mark one “Not spam” to move it to the inbox."
      />
    );
  }
  return (
    <ListEmpty
      icon={InboxIcon}
      title="No submissions yet"
      description={`What visitors send through ${place.form ? `the ${place.form} form` : "the site's forms"} on the published site arrives here, newest first.`}
    />
  );
}

export function LoadingRows() {
  return <ListLoading label="Loading submissions…" count={6} itemClassName="h-14" />;
}
