import { forgotPasswordFormSchema } from "@common/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { MailCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useAuth } from "../auth-context";
import { AuthCard } from "../components/auth-card";
import { EmailField } from "../components/email-field";
import { FormErrorAlert } from "../components/form-error-alert";
import { SubmitButton } from "../components/submit-button";

const backToSignIn = (
  <Link to="/signin" className="font-medium text-primary underline-offset-4 hover:underline">
    Back to sign in
  </Link>
);

/** /forgot-password: sends a reset link; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const { forgotPassword } = useAuth();
  const form = useSchemaForm(forgotPasswordFormSchema, { email: "" });
  const resetRequest = useMutation({
    mutationFn: forgotPassword,
    // The form's alert shows the failure; a toast would say it a second time.
    meta: { silent: true },
  });

  if (resetRequest.isSuccess) {
    return (
      <AuthCard title="Reset your password" footer={backToSignIn}>
        <div className="grid gap-4">
          <Alert>
            <MailCheckIcon aria-hidden />
            <AlertTitle>Check your email</AlertTitle>
            <AlertDescription>
              <p className="wrap-anywhere">
                If an account exists for {resetRequest.variables}, we sent a link to reset your password.
              </p>
              <p>The link expires in one hour. Check your spam folder if it has not arrived in a few minutes.</p>
            </AlertDescription>
          </Alert>
          <Button variant="outline" className="w-full" onClick={() => resetRequest.reset()}>
            Use a different email
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form noValidate onSubmit={form.handleSubmit(({ email }) => resetRequest.mutate(email))} className="grid gap-4">
        <FormErrorAlert title="Could not send the reset link" message={resetRequest.error?.message} />
        <EmailField control={form.field("email", "email")} error={form.errorOf("email")} />
        <SubmitButton isBusy={resetRequest.isPending} busyLabel="Sending...">
          Send reset link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
