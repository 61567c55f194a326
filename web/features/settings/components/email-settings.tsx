import {
  EMAIL_CHANGE_LANDING,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_LINK_PROBLEMS,
  emailChangeSchema,
} from "@common/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { CircleAlertIcon, MailCheckIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";

/** Asks Better Auth to mail a link to the new address; the address changes only when that link is opened. */
async function sendChangeLink(newEmail: string): Promise<string> {
  const { authClient } = await import("@/lib/auth-client");
  const result = await authClient.changeEmail({ newEmail, callbackURL: EMAIL_CHANGE_LANDING });
  if (result.error) throw new Error(result.error.message || `Request failed (${result.error.status})`);
  return newEmail.toLowerCase();
}

/**
 * The address the account signs in with, and changing it. The link comes back to this tab
 * (`?email_change=done`, with `&error=…` when it did not work), which says how it went once.
 */
function useLinkOutcome(email: string | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const isHandled = useRef(false);
  const hasLanded = searchParams.get("email_change") === "done";
  const code = searchParams.get("error");

  useEffect(() => {
    if (!hasLanded || isHandled.current) return;
    isHandled.current = true;
    if (code) setProblem(EMAIL_LINK_PROBLEMS[code] ?? "That link did not work: send a new one.");
    else toast({ title: "Email changed", description: `You now sign in with ${email}` });
    setSearchParams(
      (params) => {
        params.delete("email_change");
        params.delete("error");
        return params;
      },
      { replace: true },
    );
  }, [hasLanded, code, email, setSearchParams]);

  return { problem, clear: () => setProblem(null) };
}

export function EmailSettings() {
  const { user } = useAuth();
  const [newEmail, setNewEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const link = useLinkOutcome(user?.email);
  const fieldId = useId();
  const send = useMutation({
    mutationFn: sendChangeLink,
    // Refusals show under the field, not as a toast.
    meta: { silent: true },
    onSuccess: () => setNewEmail(""),
    onError: (failure) => setFieldError(failure.message),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailChangeSchema.safeParse({ newEmail });
    let problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? "Enter a valid email address");
    if (parsed.success && parsed.data.newEmail.toLowerCase() === user?.email.toLowerCase()) {
      problem = EMAIL_CHANGE_MESSAGES.unchanged;
    }
    setFieldError(problem);
    if (problem || !parsed.success) return;
    link.clear();
    send.mutate(parsed.data.newEmail);
  }

  return (
    <div className="grid max-w-sm gap-4">
      <div className="grid gap-1 text-sm">
        <span className="text-muted-foreground">Current address</span>
        <span className="min-w-0 truncate font-medium">{user?.email}</span>
      </div>
      {link.problem && (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden />
          <AlertTitle>Your address did not change</AlertTitle>
          <AlertDescription>{link.problem}</AlertDescription>
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <FormField id={fieldId} label="New address" error={fieldError}>
          <Input
            id={fieldId}
            type="email"
            value={newEmail}
            autoComplete="email"
            spellCheck={false}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? fieldErrorId(fieldId) : undefined}
            onChange={(event) => setNewEmail(event.target.value)}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={!newEmail.trim() || send.isPending}>
            {send.isPending ? "Sending..." : "Send verification"}
          </Button>
        </div>
      </form>
      {send.isSuccess && !send.isPending && (
        <Alert>
          <MailCheckIcon aria-hidden />
          <AlertTitle>Check your inbox</AlertTitle>
          <AlertDescription>{EMAIL_CHANGE_MESSAGES.sent(send.data)}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
