import { describe, expect, it } from "vitest";
import { validatePasswordChange, validateSignIn, validateSignUp } from "./auth-validation";

describe("auth form validation", () => {
  it("requires every sign-up field", () => {
    expect(validateSignUp({ name: " ", email: "", password: "", confirmPassword: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      password: "Password is required",
      confirmPassword: "Confirm your password",
    });
  });

  it("checks the email shape, the password length and the confirmation", () => {
    expect(validateSignUp({ name: "Thandi", email: "thandi@", password: "short", confirmPassword: "shorter" })).toEqual(
      {
        email: "Enter a valid email address",
        password: "Password must be at least 8 characters",
        confirmPassword: "Passwords do not match",
      },
    );
  });

  it("accepts a complete sign-up", () => {
    const values = {
      name: "Thandi",
      email: "thandi@example.co.za",
      password: "long enough",
      confirmPassword: "long enough",
    };
    expect(validateSignUp(values)).toEqual({});
  });

  it("does not apply the length rule when signing in", () => {
    expect(validateSignIn({ email: "a@b.co", password: "x" })).toEqual({});
  });

  it("asks for the current password only when the form has that field", () => {
    const change = { newPassword: "new password", confirmNewPassword: "new password" };
    expect(validatePasswordChange(change)).toEqual({});
    expect(validatePasswordChange({ ...change, currentPassword: "" })).toEqual({
      currentPassword: "Current password is required",
    });
  });
});
