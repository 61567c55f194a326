import { profileSchema } from "@common/schemas/auth";
import { useId, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { SaveButton, useAuth } from "@/features/auth";
import { callAuth } from "@/lib/auth-result";
import { errorText } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";

/**
 * The name others see in the team, history and deployments, checked with the server's own rule. The
 * address has a card of its own (EmailSettings): it changes only through a mailed link.
 */
export function ProfileForm() {
  const { user, refreshSession } = useAuth();
  const form = useSchemaForm(profileSchema, { name: user?.name ?? "" });
  const [isSaving, setIsSaving] = useState(false);
  const nameId = useId();
  const isChanged = form.watch("name").trim() !== (user?.name ?? "");

  const handleSubmit = form.handleSubmit(async (profile) => {
    setIsSaving(true);
    try {
      await callAuth((client) => client.updateUser(profile));
      await refreshSession();
      form.reset(profile);
      toast({ title: "Profile saved", description: `Your name is now ${profile.name}` });
    } catch (failure) {
      form.setError("name", { message: errorText(failure) });
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <form onSubmit={handleSubmit} className="grid max-w-sm gap-4" noValidate>
      <FormField id={nameId} label="Name" error={form.errorOf("name")}>
        <Input {...form.field("name", nameId)} autoComplete="name" />
      </FormField>
      <div>
        <SaveButton changed={isChanged} saving={isSaving}>
          Save profile
        </SaveButton>
      </div>
    </form>
  );
}
