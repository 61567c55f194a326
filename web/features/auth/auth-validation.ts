import {
  forgotPasswordFormSchema,
  passwordChangeFormSchema,
  passwordResetFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from "@common/schemas/auth";
import { fieldErrors } from "@/lib/form-errors";

// The account forms check what the server checks, with the same schemas (common/schemas/auth.ts).

export function validateEmail(email: string): string | undefined {
  return fieldErrors(forgotPasswordFormSchema, { email }).email;
}

export function validateSignIn(values: { email: string; password: string }) {
  return fieldErrors(signInFormSchema, values);
}

export function validateSignUp(values: { name: string; email: string; password: string; confirmPassword: string }) {
  return fieldErrors(signUpFormSchema, values);
}

/** Settings' form has the current password; the reset link's form has none (then `currentPassword` is absent). */
export function validatePasswordChange(values: {
  currentPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}) {
  return fieldErrors("currentPassword" in values ? passwordChangeFormSchema : passwordResetFormSchema, values);
}
