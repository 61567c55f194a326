import { PASSWORD_MIN_LENGTH } from "../../../common/constants";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

// Deliberately loose: something@something.tld. The server has the last word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return "Email is required";
  if (!EMAIL_SHAPE.test(email.trim())) return "Enter a valid email address";
  return undefined;
}

export function validateNewPassword(password: string): string | undefined {
  if (!password) return "Password is required";
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  return undefined;
}

export function validateConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return "Confirm your password";
  if (password !== confirmation) return "Passwords do not match";
  return undefined;
}

/** Keeps only the fields that have an error, so an empty object means "valid". */
function compact<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<Field>;
}

export function validateSignIn(values: { email: string; password: string }) {
  return compact({
    email: validateEmail(values.email),
    password: values.password ? undefined : "Password is required",
  });
}

export function validateSignUp(values: { name: string; email: string; password: string; confirmPassword: string }) {
  return compact({
    name: values.name.trim() ? undefined : "Name is required",
    email: validateEmail(values.email),
    password: validateNewPassword(values.password),
    confirmPassword: validateConfirmation(values.password, values.confirmPassword),
  });
}

export function validatePasswordChange(values: {
  currentPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}) {
  return compact({
    currentPassword: values.currentPassword === "" ? "Current password is required" : undefined,
    newPassword: validateNewPassword(values.newPassword),
    confirmNewPassword: validateConfirmation(values.newPassword, values.confirmNewPassword),
  });
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
