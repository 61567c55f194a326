import { PASSWORD_MIN_LENGTH } from "@common/constants";
import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "./submit-button";

type Field = "newPassword" | "confirmNewPassword";

/** The part of a schema form these fields use: any form with the two fields will do. */
type NewPasswordForm = {
  field: (name: Field, id: string) => ComponentProps<typeof PasswordInput>;
  errorOf: (name: Field) => string | undefined;
};

/** A password being chosen, which the placeholder says must be at least PASSWORD_MIN_LENGTH characters. */
export function NewPasswordInput(props: ComponentProps<typeof PasswordInput>) {
  return (
    <PasswordInput
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
      required
      {...props}
    />
  );
}

/** 'New password', 'Confirm new password' and the 'Update password' button that ends the reset and change forms. */
export function NewPasswordFields({ form, isUpdating }: { form: NewPasswordForm; isUpdating: boolean }) {
  return (
    <>
      <FormField id="new-password" label="New password" error={form.errorOf("newPassword")}>
        <NewPasswordInput {...form.field("newPassword", "new-password")} />
      </FormField>
      <FormField id="confirm-new-password" label="Confirm new password" error={form.errorOf("confirmNewPassword")}>
        <PasswordInput
          {...form.field("confirmNewPassword", "confirm-new-password")}
          autoComplete="new-password"
          required
        />
      </FormField>
      <SubmitButton isBusy={isUpdating} busyLabel="Updating...">
        Update password
      </SubmitButton>
    </>
  );
}
