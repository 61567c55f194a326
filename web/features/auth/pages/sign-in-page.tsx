import { signInFormSchema } from "@common/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { Link, Navigate, useNavigate } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useAuth } from "../auth-context";
import { consumeAuthRedirect } from "../auth-redirect";
import { AuthCard } from "../components/auth-card";
import { EmailField } from "../components/email-field";
import { FormErrorAlert } from "../components/form-error-alert";
import { GoogleSignInButton } from "../components/google-sign-in-button";
import { LinkWelcome } from "../components/link-welcome";
import { SubmitButton } from "../components/submit-button";

/** /signin: email and password (and Google when configured); back to the saved page or /admin. */
export function SignInPage() {
  const { user, loading, signIn } = useAuth();
  const navigate = useNavigate();
  const form = useSchemaForm(signInFormSchema, { email: "", password: "" });
  const signInMutation = useMutation({
    mutationFn: signIn,
    // The form's alert shows the failure; a toast would say it a second time.
    meta: { silent: true },
    onSuccess: () => navigate(consumeAuthRedirect() ?? "/admin", { replace: true }),
  });

  // Someone already signed in has nothing to do here; after our own sign-in, onSuccess decides where to go.
  if (!loading && user && signInMutation.isIdle) return <Navigate to="/admin" replace />;

  return (
    <AuthCard
      title="Sign in to Webcraft"
      description="Welcome back. Sign in to manage your organizations and sites."
      footer={
        <p>
          Don't have an account?{" "}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            Create one
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => signInMutation.mutate(values))} className="grid gap-4">
        <LinkWelcome />
        <GoogleSignInButton />
        <FormErrorAlert title="Sign in failed" message={signInMutation.error?.message} />
        <EmailField control={form.field("email", "email")} error={form.errorOf("email")} />
        <FormField
          id="password"
          label="Password"
          error={form.errorOf("password")}
          aside={
            <Link
              to="/forgot-password"
              className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              Forgot password?
            </Link>
          }
        >
          <PasswordInput {...form.field("password", "password")} autoComplete="current-password" required />
        </FormField>
        <SubmitButton isBusy={signInMutation.isPending} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
