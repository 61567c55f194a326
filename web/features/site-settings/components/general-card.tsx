import { type Site, updateSiteSchema } from "@common/schemas/sites";
import { siteHostName } from "@common/site-address";
import { BackLink } from "@/components/back-link";
import { NameAndSlugFields, slugHintId } from "@/components/name-slug-fields";
import { SettingsCard } from "@/components/settings-card";
import { toast } from "@/components/ui/use-toast";
import { SaveButton, usePermission } from "@/features/auth";
import { useAppConfig } from "@/lib/app-config";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSaveSite } from "../api/site-settings-api";
import { CopyButton } from "./copy-button";

/** The site's name and web address (its slug), and its id for whoever codes against the API. */
export function GeneralCard({ site }: { site: Site }) {
  const { allowed, reason } = usePermission("site:update");
  return (
    <SettingsCard title="General" description={allowed ? "The site's name and its web address." : reason}>
      {/* A new key after a save starts the form from the site's current values. */}
      <NameAndSlugForm key={`${site.id}:${site.name}:${site.slug}`} site={site} />
    </SettingsCard>
  );
}

function NameAndSlugForm({ site }: { site: Site }) {
  const { allowed } = usePermission("site:update");
  const { data: config } = useAppConfig();
  const save = useSaveSite(site.id);
  const form = useSchemaForm(updateSiteSchema, { name: site.name, slug: site.slug });
  const nameChanged = form.watch("name")?.trim() !== site.name;
  const slugChanged = form.watch("slug")?.trim() !== site.slug;
  const address = config ? siteHostName(site.slug, config.siteDomain) : site.url.replace(/^https?:\/\//, "");
  const suffix = address.slice(site.slug.length);

  // Only what changed is sent.
  const handleSubmit = form.handleSubmit(({ name, slug }) => {
    if (!allowed || !(nameChanged || slugChanged)) return;
    // The form remounts with the saved values, so the answer is awaited here rather than in mutate's callbacks.
    save.mutateAsync({ ...(nameChanged ? { name } : {}), ...(slugChanged ? { slug } : {}) }).then(
      (saved) => toast({ title: "Site updated", description: `Saved ${saved.name} (${saved.slug})` }),
      (error: Error) => {
        if (!form.setServerError(error, { fields: ["name", "slug"], conflict: "slug" })) {
          showErrorToast("Error updating site", error.message);
        }
      },
    );
  });

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-4">
        <NameAndSlugFields
          name={form.field("name", "site-name")}
          slug={form.field("slug", "site-slug", { hint: slugHintId("site-slug") })}
          errors={{ name: form.errorOf("name"), slug: form.errorOf("slug") }}
          readOnly={!allowed}
          slugLabel="Web address"
          slugSuffix={suffix}
          slugHint="Changing it moves the site to the new address; the old one sends visitors there for 30 days."
        />
        <div>
          <SaveButton permission="site:update" changed={nameChanged || slugChanged} saving={save.isPending} />
        </div>
      </form>
      <dl className="grid gap-1 text-sm">
        <dt className="font-medium">The site is at</dt>
        <dd data-testid="site-address" className="break-all font-mono text-muted-foreground">
          {address}
        </dd>
        <dt className="mt-3 font-medium">Site ID</dt>
        <dd className="flex min-w-0 items-center gap-1">
          <span className="truncate font-mono text-muted-foreground">{site.id}</span>
          <CopyButton value={site.id} label="Copy site ID" copiedTitle="Site identifier copied" />
        </dd>
        <dd className="text-xs text-muted-foreground">Only needed by code that calls the Webcraft API.</dd>
      </dl>
      <div>
        <BackLink to={`/admin/site/${site.id}`}>Back to the editor</BackLink>
      </div>
    </div>
  );
}
