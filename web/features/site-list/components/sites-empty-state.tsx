import { LayoutTemplateIcon } from "lucide-react";
import { EmptyCard } from "@/components/empty-card";
import { usePermission } from "@/features/auth";
import { CreateSiteButton } from "./create-site-button";
import { ImportSiteButton } from "./import-site-button";

/**
 * No sites yet: what a site is and the button that makes the first one; or, for a role that may not
 * create sites, who can.
 */
export function SitesEmptyState() {
  const mayCreate = usePermission("site:create").allowed;
  return (
    <EmptyCard>
      <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LayoutTemplateIcon className="size-6" aria-hidden="true" />
      </div>
      {mayCreate ? (
        <>
          <h2 className="text-lg font-semibold">Create your first site</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            A new site starts with a home page, an about page, a contact page with a form and a shared layout. Edit the
            code, preview it and publish when you are ready.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <CreateSiteButton label="Create your first site" />
            <ImportSiteButton label="Import a zip" />
          </div>
        </>
      ) : (
        <>
          <h2 className="text-lg font-semibold">No sites yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Sites are created by the organization's admins and owners. Ask an admin to create one: it will appear here
            for you.
          </p>
        </>
      )}
    </EmptyCard>
  );
}
