import { LayoutTemplateIcon } from "lucide-react";
import { EmptyCard } from "@/components/empty-card";
import { usePermission } from "@/features/auth";
import { TemplatePicks } from "@/features/templates";
import { BlankSiteButton } from "./blank-site-button";
import { ImportSiteButton } from "./import-site-button";

/**
 * No sites yet: the templates to start from, each a way into the creator, then the other ways to start;
 * or, for a role that may not create sites, who can.
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
          <p className="max-w-md text-sm text-muted-foreground">
            Pick the template closest to your business. Next you add your name, colours, contact details and words, and
            publish when it looks right.
          </p>
          <div className="w-full max-w-3xl pt-2">
            <TemplatePicks label="Templates" />
          </div>
          <p className="pt-2 text-sm text-muted-foreground">Or start another way:</p>
          <div className="flex flex-wrap justify-center gap-2">
            <BlankSiteButton />
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
