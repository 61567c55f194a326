import { LayoutTemplateIcon } from "lucide-react";
import { EmptyCard } from "@/components/empty-card";
import { CreateSiteButton } from "./create-site-button";

/** No sites yet: what a site is and the button that makes the first one. */
export function SitesEmptyState() {
  return (
    <EmptyCard>
      <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LayoutTemplateIcon className="size-6" aria-hidden="true" />
      </div>
      <h2 className="text-lg font-semibold">Create your first site</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        A new site starts with a home page, an about page and a shared layout. Edit the code, preview it and publish
        when you are ready.
      </p>
      <CreateSiteButton label="Create your first site" />
    </EmptyCard>
  );
}
