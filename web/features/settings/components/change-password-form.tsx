import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth/auth-provider";
import { errorText, showErrorToast } from "@/lib/error-toast";
import { PASSWORD_MIN_LENGTH } from "../../../../common/constants";
import { ERROR_TITLES } from "../../../../common/messages";

/** Changes the password with the current one as proof; other sessions are signed out. */
export function ChangePasswordForm() {
  const { updateUserPassword } = useAuth();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [saving, setSaving] = useState(false);
  const currentId = useId();
  const newId = useId();
  const tooShort = newPassword.length > 0 && newPassword.length < PASSWORD_MIN_LENGTH;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!currentPassword || newPassword.length < PASSWORD_MIN_LENGTH) return;
    setSaving(true);
    try {
      await updateUserPassword({ currentPassword, newPassword });
      toast({ title: "Password updated", description: "Your other sessions were signed out." });
      setCurrentPassword("");
      setNewPassword("");
    } catch (error) {
      showErrorToast(ERROR_TITLES.generic, errorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid max-w-sm gap-4">
      <div className="grid gap-2">
        <Label htmlFor={currentId}>Current password</Label>
        <Input
          id={currentId}
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={newId}>New password</Label>
        <Input
          id={newId}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-invalid={tooShort}
          aria-describedby={`${newId}-hint`}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <p id={`${newId}-hint`} className="text-xs text-muted-foreground">
          At least {PASSWORD_MIN_LENGTH} characters.
        </p>
      </div>
      <Button
        type="submit"
        className="w-fit"
        disabled={saving || !currentPassword || newPassword.length < PASSWORD_MIN_LENGTH}
      >
        {saving ? "Updating..." : "Update password"}
      </Button>
    </form>
  );
}
