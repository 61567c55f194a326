import { passwordChangeFormSchema } from "@common/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useAuth } from "../auth-context";
import { FormErrorAlert } from "./form-error-alert";
import { NewPasswordFields } from "./new-password-fields";
import { PasswordUpdated } from "./password-updated";

/**
 * A signed-in user's password change, the one form for it (the update-password page and Settings): current
 * password, then the new one twice; other sessions end. `backToDashboard` adds the way back for the page that
 * stands alone.
 */
export function ChangePasswordForm({ backToDashboard = true }: { backToDashboard?: boolean }) {
  const { updateUserPassword } = useAuth();
  const form = useSchemaForm(passwordChangeFormSchema, {
    currentPassword: "",
    newPassword: "",
    confirmNewPassword: "",
  });
  const change = useMutation({
    mutationFn: updateUserPassword,
    // The form's alert shows the failure; a toast would say it a second time.
    meta: { silent: true },
  });

  if (change.isSuccess) {
    return (
      <PasswordUpdated
        message="Your password has been updated. You are still signed in here; your other devices have been signed out."
        next={backToDashboard ? { to: "/admin", label: "Back to Dashboard" } : undefined}
      />
    );
  }

  const handleSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }),
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <FormErrorAlert title="Could not update your password" message={change.error?.message} />
      <FormField id="current-password" label="Current password" error={form.errorOf("currentPassword")}>
        <PasswordInput
          {...form.field("currentPassword", "current-password")}
          autoComplete="current-password"
          required
        />
      </FormField>
      <NewPasswordFields form={form} isUpdating={change.isPending} />
    </form>
  );
}
