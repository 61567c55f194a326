import { PASSWORD_MIN_LENGTH } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { LoaderCircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useAuth } from "../auth-context";
import { AuthCard } from "../components/auth-card";
import { ChangePasswordForm } from "../components/change-password-form";
import { FormErrorAlert } from "../components/form-error-alert";
import { ResetPasswordForm } from "../components/reset-password-form";

const linkClass = "font-medium text-foreground underline underline-offset-4";

/** /update-password: with `?token=` from a reset email, or for the signed-in user. */
export function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  // Better Auth sends an unknown or expired reset link back here as ?error=INVALID_TOKEN.
  const linkError = searchParams.get("error");
  const { user, loading } = useAuth();

  let content: ReactNode;
  if (token) {
    content = <ResetPasswordForm token={token} />;
  } else if (linkError) {
    content = (
      <FormErrorAlert message="This password reset link is invalid or has expired.">
        <Link to="/forgot-password" className={linkClass}>
          Request a new reset link
        </Link>
      </FormErrorAlert>
    );
  } else if (loading) {
    content = (
      <p className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden /> Checking your session...
      </p>
    );
  } else if (user) {
    content = <ChangePasswordForm />;
  } else {
    content = (
      <FormErrorAlert message={MESSAGES.noSession}>
        <Link to="/signin" className={linkClass}>
          Sign in
        </Link>
      </FormErrorAlert>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description={
        token || user
          ? `Use at least ${PASSWORD_MIN_LENGTH} characters. A long phrase is easier to remember and harder to guess.`
          : null
      }
    >
      {content}
    </AuthCard>
  );
}
