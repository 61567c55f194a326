import { PASSWORD_MIN_LENGTH } from "@common/constants";
import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";

type PasswordInputProps = ComponentProps<typeof PasswordInput> & { id: string };

type NewPasswordFieldsProps = {
  newPassword: PasswordInputProps;
  confirmNewPassword: PasswordInputProps;
  errors: { newPassword?: string; confirmNewPassword?: string };
};

/** 'New password' and 'Confirm new password', shared by the reset and change forms. */
export function NewPasswordFields({ newPassword, confirmNewPassword, errors }: NewPasswordFieldsProps) {
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
    </>
  );
}
