import { updateOrganizationSchema } from "@common/schemas/organizations";
import { useState } from "react";
import { NameAndSlugFields, slugHintId } from "@/components/name-slug-fields";
import { SettingsCard } from "@/components/settings-card";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { type Organization, RequiresPermission, SaveButton, usePermission } from "@/features/auth";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useRemoveLogo, useUpdateOrganization, useUploadLogo } from "../api/settings-api";
import { ClientPublishingCard } from "./client-publishing-card";
import { DeleteOrganizationDialog } from "./delete-organization-dialog";
import { ImageUpload } from "./image-upload";

/** The Organization tab: name and slug, logo, who may publish, and the danger zone. */
export function OrganizationSettings({ organization }: { organization: Organization }) {
  const { allowed, reason } = usePermission("organization:update");
  return (
    <div className="grid gap-6">
      <SettingsCard
        title="Organization"
        description={allowed ? "The name your team sees and the slug in its addresses." : reason}
      >
        {/* A new key after a save or a switch starts the form from the organization's current values. */}
        <NameAndSlugForm
          key={`${organization.id}:${organization.name}:${organization.slug}`}
          organization={organization}
        />
      </SettingsCard>
      <SettingsCard title="Logo" description="Shown for the organization; a square image works best.">
        <LogoSettings organization={organization} />
      </SettingsCard>
      <ClientPublishingCard organization={organization} />
      <DangerZone organization={organization} />
    </div>
  );
}

function NameAndSlugForm({ organization }: { organization: Organization }) {
  const { allowed } = usePermission("organization:update");
  const update = useUpdateOrganization();
  const form = useSchemaForm(updateOrganizationSchema, { name: organization.name, slug: organization.slug });
  const nameChanged = form.watch("name")?.trim() !== organization.name;
  const slugChanged = form.watch("slug")?.trim() !== organization.slug;

  // Only what changed is sent.
  const handleSubmit = form.handleSubmit(({ name, slug }) => {
    if (!allowed || !(nameChanged || slugChanged)) return;
    update.mutate(
      { ...(nameChanged ? { name } : {}), ...(slugChanged ? { slug } : {}) },
      {
        onSuccess: (saved) =>
          toast({ title: "Organization updated", description: `Saved ${saved.name} (${saved.slug})` }),
        onError(error) {
          if (!form.setServerError(error, { fields: ["name", "slug"], conflict: "slug" })) {
            showErrorToast("Error saving organization", error.message);
          }
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-md gap-4">
      <NameAndSlugFields
        name={form.field("name", "organization-name")}
        slug={form.field("slug", "organization-slug", { hint: slugHintId("organization-slug") })}
        errors={{ name: form.errorOf("name"), slug: form.errorOf("slug") }}
        readOnly={!allowed}
      />
      <div>
        <SaveButton permission="organization:update" changed={nameChanged || slugChanged} saving={update.isPending} />
      </div>
    </form>
  );
}

function LogoSettings({ organization }: { organization: Organization }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const preview = (
    <Avatar
      shape="square"
      image={organization.logo}
      name={organization.name}
      label={organization.logo ? `${organization.name} logo` : "No logo yet"}
      className="size-16 text-2xl"
    />
  );
  return (
    <ImageUpload
      kind="logo"
      preview={preview}
      hasImage={Boolean(organization.logo)}
      isUploading={upload.isPending}
      isRemoving={remove.isPending}
      permission="organization:update"
      onUpload={(file) =>
        upload.mutate(file, {
          onSuccess: () => toast({ title: "Logo uploaded", description: `${organization.name} has a new logo` }),
        })
      }
      onRemove={() =>
        remove.mutate(undefined, {
          onSuccess: () => toast({ title: "Logo removed", description: `${organization.name} has no logo now` }),
        })
      }
    />
  );
}

function DangerZone({ organization }: { organization: Organization }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsCard
      title="Danger zone"
      description="Deleting the organization removes its sites, files, versions and deployments for everyone. It cannot be undone."
      className="border-destructive/50"
    >
      <RequiresPermission permission="organization:delete">
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          Delete organization
        </Button>
      </RequiresPermission>
      {confirming && <DeleteOrganizationDialog organization={organization} onClose={() => setConfirming(false)} />}
    </SettingsCard>
  );
}
