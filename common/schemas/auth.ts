import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants";

// Deliberately loose: something@something.tld. Delivery is the real test.
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string) => z.string({ error: message }).min(1, message);

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .regex(EMAIL_SHAPE, "Enter a valid email address");

export const newPasswordSchema = required("Password is required").min(
  PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
);

const nameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");

/** The account fields of sign-up, as the server checks them before Better Auth creates the user. */
export const newAccountSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

/** A profile change from Settings: the name alone (the address changes through its own verified flow). */
export const profileSchema = z.strictObject({ name: nameSchema }, { error: "Only the name can be changed here" });

/** A password change from Settings: the current password proves it is the owner. */
export const passwordChangeSchema = z.object({
  currentPassword: required("Current password is required"),
  newPassword: newPasswordSchema,
});

/** A new password from a reset link: the link's token proves it is the owner. */
export const passwordResetSchema = z.object({ newPassword: newPasswordSchema });

export const signInFormSchema = z.object({ email: emailSchema, password: required("Password is required") });

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

/** The forms add a confirmation field that never leaves the browser. */
function confirmed<Shape extends z.ZodRawShape, Confirmation extends string>(
  schema: z.ZodObject<Shape>,
  password: keyof Shape & string,
  confirmation: Confirmation,
) {
  const confirmationShape = { [confirmation]: z.string() } as Record<Confirmation, z.ZodString>;
  return schema.extend(confirmationShape).superRefine((values, ctx) => {
    const record: Record<string, unknown> = values;
    if (!record[confirmation]) {
      ctx.addIssue({ code: "custom", path: [confirmation], message: "Confirm your password" });
    } else if (record[confirmation] !== record[password]) {
      ctx.addIssue({ code: "custom", path: [confirmation], message: "Passwords do not match" });
    }
  });
}

export const signUpFormSchema = confirmed(newAccountSchema, "password", "confirmPassword");
export const passwordChangeFormSchema = confirmed(passwordChangeSchema, "newPassword", "confirmNewPassword");
export const passwordResetFormSchema = confirmed(passwordResetSchema, "newPassword", "confirmNewPassword");

/** A new sign-in address from Settings; nothing changes until the link mailed to it is opened. */
export const emailChangeSchema = z.object({ newEmail: emailSchema });

/** Where the mailed link leads once opened: the Account tab, which says how it went. */
export const EMAIL_CHANGE_LANDING = "/admin/settings?tab=account&email_change=done";

export const EMAIL_CHANGE_MESSAGES = {
  unchanged: "That is already your address",
  taken: "Another account already uses that address",
  sent: (email: string) => `We sent a link to ${email}. Your address changes when you open it.`,
} as const;

/**
 * Why an opened link did not change the address, by the code the landing page gets (`&error=…`):
 * Better Auth's own codes, and ours for an address someone else took in the meantime.
 */
export const EMAIL_LINK_PROBLEMS: Record<string, string> = {
  TOKEN_EXPIRED: "That link has expired: send a new one.",
  INVALID_TOKEN: "That link is not valid: open it exactly as it came in the mail, or send a new one.",
  INVALID_USER: "That link is for another account: sign out, then open it again.",
  USER_NOT_FOUND: "That link was already used.",
  EMAIL_TAKEN: "Another account took that address before the link was opened: choose another one.",
};
