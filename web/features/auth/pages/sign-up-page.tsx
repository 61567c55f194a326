import { signUpFormSchema } from "@common/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { Link, Navigate, useNavigate } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { trackConversion } from "@/lib/analytics";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useAuth } from "../auth-context";
import { consumeAuthRedirect } from "../auth-redirect";
import { AuthCard } from "../components/auth-card";
import { EmailField } from "../components/email-field";
import { FormErrorAlert } from "../components/form-error-alert";
import { GoogleSignInButton } from "../components/google-sign-in-button";
import { LinkWelcome } from "../components/link-welcome";
import { NewPasswordInput } from "../components/new-password-fields";
import { SubmitButton } from "../components/submit-button";

/** /signup: name, email and a password typed twice; signed in straight away. */
export function SignUpPage() {
  const { user, loading, signUp } = useAuth();
  const navigate = useNavigate();
  const form = useSchemaForm(signUpFormSchema, { name: "", email: "", password: "", confirmPassword: "" });
  const signUpMutation = useMutation({
    mutationFn: signUp,
    // The form's alert shows the failure; a toast would say it a second time.
    meta: { silent: true },
    onSuccess: () => {
      trackConversion("SIGNUP_COMPLETE");
      navigate(consumeAuthRedirect() ?? "/admin", { replace: true });
    },
  });

  if (!loading && user && signUpMutation.isIdle) return <Navigate to="/admin" replace />;

  // The confirmation never leaves the browser.
  const handleSubmit = form.handleSubmit(({ name, email, password }) =>
    signUpMutation.mutate({ name, email, password }),
  );

  return (
    <AuthCard
      title="Create your account"
      description="Free to start. Build, preview and publish your first site in minutes."
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/signin" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <LinkWelcome />
        <GoogleSignInButton />
        <FormErrorAlert title="Sign up failed" message={signUpMutation.error?.message} />
        <FormField id="name" label="Name" error={form.errorOf("name")}>
          <Input {...form.field("name", "name")} autoComplete="name" placeholder="Thandi Nkosi" required />
        </FormField>
        <EmailField control={form.field("email", "email")} error={form.errorOf("email")} />
        <FormField id="password" label="Password" error={form.errorOf("password")}>
          <NewPasswordInput {...form.field("password", "password")} />
        </FormField>
        <FormField id="confirm-password" label="Confirm password" error={form.errorOf("confirmPassword")}>
          <PasswordInput {...form.field("confirmPassword", "confirm-password")} autoComplete="new-password" required />
        </FormField>
        <SubmitButton isBusy={signUpMutation.isPending} busyLabel="Creating account...">
          Create account
        </SubmitButton>
        <p className="text-center text-xs text-muted-foreground">
          By creating an account you agree to our{" "}
          <Link to="/terms-of-service" className="underline underline-offset-4 hover:text-foreground">
            terms of service
          </Link>{" "}
          and{" "}
          <Link to="/privacy-policy" className="underline underline-offset-4 hover:text-foreground">
            privacy policy
          </Link>
          .
        </p>
      </form>
    </AuthCard>
  );
}
