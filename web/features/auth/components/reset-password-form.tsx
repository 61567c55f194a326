import { passwordResetFormSchema } from "@common/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useAuth } from "../auth-context";
import { FormErrorAlert } from "./form-error-alert";
import { NewPasswordFields } from "./new-password-fields";
import { PasswordUpdated } from "./password-updated";

/** The new-password form opened from a reset email (`?token=`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { updateUserPassword, refreshSession } = useAuth();
  const form = useSchemaForm(passwordResetFormSchema, { newPassword: "", confirmNewPassword: "" });
  const reset = useMutation({
    mutationFn: (newPassword: string) => updateUserPassword({ newPassword, token }),
    // The form's alert shows the failure; a toast would say it a second time.
    meta: { silent: true },
    // A reset signs out every session, this browser's included: forget the cached one.
    onSuccess: () => refreshSession().catch(() => undefined),
  });

  if (reset.isSuccess) {
    return (
      <PasswordUpdated
        message="Your password has been updated. Sign in with your new password."
        next={{ to: "/signin", label: "Sign in" }}
      />
    );
  }

  const handleSubmit = form.handleSubmit(({ newPassword }) => reset.mutate(newPassword));

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <FormErrorAlert title="Could not update your password" message={reset.error?.message}>
        <Link to="/forgot-password" className="font-medium text-foreground underline underline-offset-4">
          Request a new reset link
        </Link>
      </FormErrorAlert>
      <NewPasswordFields form={form} isUpdating={reset.isPending} />
    </form>
  );
}
