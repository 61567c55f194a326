import { type BillingProfile, billingProfileSchema } from "@common/schemas/billing";
import { SettingsCard } from "@/components/settings-card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { SaveButton, usePermission } from "@/features/auth";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSaveProfile } from "../api/billing-api";

type Props = { organizationId: string; profile: BillingProfile | null | undefined };

/** Who the invoices are made out to: owners change it, admins read it. */
export function BillingDetailsCard({ organizationId, profile }: Props) {
  const { allowed, reason } = usePermission("billing:change");
  return (
    <SettingsCard
      title="Billing details"
      description={
        allowed
          ? "The name, address and VAT number your invoices are made out to. Invoices already issued keep theirs."
          : reason
      }
    >
      {/* A new key after a save starts the form from the saved values. */}
      <ProfileForm key={JSON.stringify(profile ?? null)} organizationId={organizationId} profile={profile ?? null} />
    </SettingsCard>
  );
}

// The field starts from the saved number or null (none), and an emptied field means none again.
const emptyAsNull = (value: string | null) => (value?.trim() ? value : null);

function ProfileForm({ organizationId, profile }: { organizationId: string; profile: BillingProfile | null }) {
  const { allowed } = usePermission("billing:change");
  const save = useSaveProfile(organizationId);
  const form = useSchemaForm(billingProfileSchema, {
    name: profile?.name ?? "",
    address: profile?.address ?? "",
    vat_number: profile?.vat_number ?? null,
  });

  const handleSubmit = form.handleSubmit((values) => {
    if (!allowed) return;
    save.mutateAsync(values).then(
      (saved) => toast({ title: "Billing details saved", description: `Invoices are made out to ${saved.name}` }),
      (error: Error) => {
        if (!form.setServerError(error, { fields: ["name", "address", "vat_number"] })) {
          showErrorToast("Error saving billing details", error.message, error);
        }
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-4">
      <FormField id="billing-name" label="Name" error={form.errorOf("name")}>
        <Input {...form.field("name", "billing-name")} readOnly={!allowed} autoComplete="organization" />
      </FormField>
      <FormField id="billing-address" label="Address" error={form.errorOf("address")}>
        <Textarea {...form.field("address", "billing-address")} readOnly={!allowed} rows={3} />
      </FormField>
      <FormField id="billing-vat" label="VAT number (optional)" error={form.errorOf("vat_number")}>
        <Input
          {...form.field("vat_number", "billing-vat", { hint: "billing-vat-hint", setValueAs: emptyAsNull })}
          readOnly={!allowed}
          inputMode="numeric"
        />
      </FormField>
      <p id="billing-vat-hint" className="-mt-2 text-xs text-muted-foreground">
        Only if the organization is registered for VAT: ten digits starting with 4.
      </p>
      <div>
        <SaveButton permission="billing:change" changed={form.formState.isDirty} saving={save.isPending} />
      </div>
    </form>
  );
}
