import type { FormSummary } from "@common/schemas/forms";
import type { Site } from "@common/schemas/sites";
import { KeyRoundIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { CardSection } from "@/components/card-section";
import { CopyField } from "@/components/copy-field";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission, SaveButton, usePermission } from "@/features/auth";
import { refusalText } from "@/lib/refusal-text";
import { useUpdateForm } from "../api/forms-api";

type Props = { site: Site; form: FormSummary };

/** The URL sent a signed POST for each submission: set, changed or removed; a first URL brings the secret. */
export function WebhookSettings({ site, form }: Props) {
  const inputId = useId();
  const { allowed } = usePermission("form:update");
  const update = useUpdateForm(site.id, form.name);
  const saved = form.notify.webhook_url ?? "";
  const [url, setUrl] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  // Shown once, as the answer to the change that made it; closing the dialog forgets it.
  const [secret, setSecret] = useState<string | null>(null);
  const changed = url.trim() !== saved;

  function change(webhookUrl: string | null) {
    setError(null);
    update.mutate(
      { webhook_url: webhookUrl },
      {
        onSuccess: ({ form: updated, webhook_secret }) => {
          setUrl(updated.notify.webhook_url ?? "");
          if (webhook_secret) setSecret(webhook_secret);
          toast(
            webhookUrl === null
              ? { title: "Webhook removed", description: `Submissions of ${form.name} are no longer posted` }
              : { title: "Webhook saved", description: `Each submission of ${form.name} is posted to ${webhookUrl}` },
          );
        },
        onError: (failure) => setError(refusalText(failure)),
      },
    );
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (!allowed || !changed) return;
    change(url.trim() === "" ? null : url.trim());
  }

  return (
    <CardSection
      title="Webhook"
      description="Each new submission is also sent as a signed JSON POST to this URL, retried five times over some ten hours if it fails."
      hasRule
    >
      <form noValidate onSubmit={save} className="grid gap-2">
        <FormField id={inputId} label="Webhook URL" error={error}>
          <div className="flex flex-wrap gap-2">
            <Input
              id={inputId}
              type="url"
              inputMode="url"
              value={url}
              readOnly={!allowed}
              placeholder="https://example.com/hooks/webcraft"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId(inputId) : undefined}
              onChange={(event) => setUrl(event.target.value)}
              className="min-w-0 flex-1 basis-60"
            />
            <SaveButton permission="form:update" changed={changed} saving={update.isPending} />
            {saved && (
              <RequiresPermission permission="form:update">
                <Button type="button" variant="outline" disabled={update.isPending} onClick={() => change(null)}>
                  Remove
                </Button>
              </RequiresPermission>
            )}
          </div>
        </FormField>
      </form>
      {secret ? (
        <Alert>
          <KeyRoundIcon />
          <AlertTitle>Copy the signing secret now</AlertTitle>
          <AlertDescription className="w-full">
            <p>It is shown this once. Keep it where your receiver can read it.</p>
            <div className="w-full">
              <CopyField label="Webhook secret" value={secret} />
            </div>
            <VerifyHowTo />
          </AlertDescription>
        </Alert>
      ) : (
        form.has_webhook_secret && (
          <div className="grid gap-1 text-sm text-muted-foreground">
            <p>Requests are signed with the secret shown when the first URL was set.</p>
            <VerifyHowTo />
          </div>
        )
      )}
    </CardSection>
  );
}

/** How a receiver checks that a request came from us. */
function VerifyHowTo() {
  return (
    <p className="text-sm text-muted-foreground">
      To check a request, read its <code className="rounded bg-muted px-1 text-foreground">Webcraft-Signature</code>{" "}
      header, <code className="rounded bg-muted px-1 text-foreground">t=…,v1=…</code>: compute the HMAC-SHA256 of{" "}
      <code className="rounded bg-muted px-1 text-foreground">{"{t}.{body}"}</code> (the t value, a dot and the raw
      body) with the secret, compare its hex with v1, and refuse a t more than 5 minutes old.
    </p>
  );
}
