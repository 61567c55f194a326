import { profileSchema } from "@common/schemas/auth";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { errorText } from "@/lib/error-toast";

/**
 * The name others see in the team, history and deployments, checked with the server's own rule. The
 * address has a card of its own (EmailSettings): it changes only through a mailed link.
 */
export function ProfileForm() {
  const { user, refreshSession } = useAuth();
  const [name, setName] = useState(user?.name ?? "");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const nameId = useId();
  const isChanged = name.trim() !== (user?.name ?? "");

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = profileSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Name is required");
      return;
    }
    setError(null);
    setIsSaving(true);
    try {
      const { authClient } = await import("@/lib/auth-client");
      const result = await authClient.updateUser(parsed.data);
      if (result.error) throw new Error(result.error.message || `Request failed (${result.error.status})`);
      await refreshSession();
      setName(parsed.data.name);
      toast({ title: "Profile saved", description: `Your name is now ${parsed.data.name}` });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid max-w-sm gap-4" noValidate>
      <FormField id={nameId} label="Name" error={error}>
        <Input
          id={nameId}
          value={name}
          autoComplete="name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(nameId) : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={!isChanged || isSaving}>
          {isSaving ? "Saving..." : "Save profile"}
        </Button>
      </div>
    </form>
  );
}
