import { PASSWORD_MIN_LENGTH } from "@common/constants";
import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "./submit-button";

type PasswordInputProps = ComponentProps<typeof PasswordInput> & { id: string };

/** The part of a `useAuthForm` form these fields read: any form with the two fields will do. */
type NewPasswordForm = {
  bind: (field: "newPassword" | "confirmNewPassword") => PasswordInputProps;
  errors: { newPassword?: string; confirmNewPassword?: string };
};

/** 'New password', 'Confirm new password' and the 'Update password' button that ends the reset and change forms. */
export function NewPasswordFields({ form, isUpdating }: { form: NewPasswordForm; isUpdating: boolean }) {
  const newPassword = form.bind("newPassword");
  const confirmNewPassword = form.bind("confirmNewPassword");
  const { errors } = form;
  return (
    <>
      <FormField id={newPassword.id} label="New password" error={errors.newPassword}>
        <PasswordInput
          {...newPassword}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
          required
        />
      </FormField>
      <FormField id={confirmNewPassword.id} label="Confirm new password" error={errors.confirmNewPassword}>
        <PasswordInput {...confirmNewPassword} autoComplete="new-password" required />
      </FormField>
      <SubmitButton isBusy={isUpdating} busyLabel="Updating...">
        Update password
      </SubmitButton>
    </>
  );
}
