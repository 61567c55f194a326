import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { passwordChangeFormSchema, passwordResetFormSchema, signInFormSchema, signUpFormSchema } from "./auth";

/** The first message of each field, as the account forms show them. */
function messages(schema: z.ZodType, values: object): Record<string, string> {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    found[field] ??= issue.message;
  }
  return found;
}

describe("the account forms' schemas", () => {
  it("require every sign-up field", () => {
    expect(messages(signUpFormSchema, { name: " ", email: "", password: "", confirmPassword: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      password: "Password is required",
      confirmPassword: "Confirm your password",
    });
  });

  it("check the email shape, the password length and the confirmation", () => {
    const values = { name: "Thandi", email: "thandi@", password: "short", confirmPassword: "shorter" };
    expect(messages(signUpFormSchema, values)).toEqual({
      email: "Enter a valid email address",
      password: "Password must be at least 8 characters",
      confirmPassword: "Passwords do not match",
    });
  });

  it("accept a complete sign-up", () => {
    const values = {
      name: "Thandi",
      email: "thandi@example.co.za",
      password: "long enough",
      confirmPassword: "long enough",
    };
    expect(messages(signUpFormSchema, values)).toEqual({});
  });

  it("do not apply the length rule when signing in", () => {
    expect(messages(signInFormSchema, { email: "a@b.co", password: "x" })).toEqual({});
  });

  it("ask for the current password only in the change form", () => {
    const change = { newPassword: "new password", confirmNewPassword: "new password" };
    expect(messages(passwordResetFormSchema, change)).toEqual({});
    expect(messages(passwordChangeFormSchema, { ...change, currentPassword: "" })).toEqual({
      currentPassword: "Current password is required",
    });
  });
});
