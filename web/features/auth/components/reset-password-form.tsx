import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { useAuth } from "../auth-context";
import { validatePasswordChange } from "../auth-validation";
import { useAuthForm } from "../use-auth-form";
import { FormErrorAlert } from "./form-error-alert";
import { NewPasswordFields } from "./new-password-fields";
import { PasswordUpdated } from "./password-updated";

/** The new-password form opened from a reset email (`?token=`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { updateUserPassword, refreshSession } = useAuth();
  const form = useAuthForm({ newPassword: "", confirmNewPassword: "" });
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate(validatePasswordChange)) return;
    reset.mutate(form.values.newPassword);
  }

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
