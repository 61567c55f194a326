import {
  EMAIL_CHANGE_LANDING,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_LINK_PROBLEMS,
  emailChangeSchema,
} from "@common/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { CircleAlertIcon, MailCheckIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { callAuth } from "@/lib/auth-result";
import { useSchemaForm } from "@/lib/use-schema-form";

/** Asks Better Auth to mail a link to the new address; the address changes only when that link is opened. */
async function sendChangeLink(newEmail: string): Promise<string> {
  await callAuth((client) => client.changeEmail({ newEmail, callbackURL: EMAIL_CHANGE_LANDING }));
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
  const currentEmail = user?.email.toLowerCase();
  // The server's rule, and one only this screen knows: the new address is not the current one.
  const schema = useMemo(
    () =>
      emailChangeSchema.refine((value) => value.newEmail.toLowerCase() !== currentEmail, {
        path: ["newEmail"],
        message: EMAIL_CHANGE_MESSAGES.unchanged,
      }),
    [currentEmail],
  );
  const form = useSchemaForm(schema, { newEmail: "" });
  const link = useLinkOutcome(user?.email);
  const fieldId = useId();
  const send = useMutation({
    mutationFn: sendChangeLink,
    // Refusals show under the field, not as a toast.
    meta: { silent: true },
    onSuccess: () => form.reset({ newEmail: "" }),
    onError: (failure) => form.setError("newEmail", { message: failure.message }),
  });

  const handleSubmit = form.handleSubmit(({ newEmail }) => {
    link.clear();
    send.mutate(newEmail);
  });

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
        <FormField id={fieldId} label="New address" error={form.errorOf("newEmail")}>
          <Input {...form.field("newEmail", fieldId)} type="email" autoComplete="email" spellCheck={false} />
        </FormField>
        <div>
          <Button type="submit" disabled={!form.watch("newEmail").trim() || send.isPending}>
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
