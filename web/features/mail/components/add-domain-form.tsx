import { addMailDomainSchema, type MailDomain } from "@common/schemas/mail";
import { type ReactNode, useId } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useAddMailDomain } from "../api/domains-api";

type Props = {
  organizationId: string;
  /** The buttons, given whether the domain is being added. */
  footer: (adding: boolean) => ReactNode;
  onDone?: (domain: MailDomain) => void;
};

/** The domain's name; the server tidies it and says, under the field, why it cannot be added. */
export function AddDomainForm({ organizationId, footer, onDone }: Props) {
  const id = useId();
  const add = useAddMailDomain(organizationId);
  const form = useSchemaForm(addMailDomainSchema, { domain: "" });

  const handleSubmit = form.handleSubmit(({ domain }) => {
    add.mutate(domain.trim(), {
      onSuccess: (added) => {
        form.reset();
        toast({ title: "Domain added", description: `Create the DNS records shown for ${added.domain}.` });
        onDone?.(added);
      },
      onError: (failure) => {
        if (!form.setServerError(failure, { fields: ["domain"], conflict: "domain", unnamed: "domain" })) {
          showErrorToast("Error adding domain", failure.message, failure);
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4 text-left">
      <FormField id={`${id}-domain`} label="Domain" error={form.errorOf("domain")}>
        <Input
          {...form.field("domain", `${id}-domain`, { hint: `${id}-hint` })}
          placeholder="yourbusiness.co.za"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      <p id={`${id}-hint`} className="-mt-2 text-xs text-muted-foreground">
        The domain your addresses end in, without www: for info@yourbusiness.co.za, that is yourbusiness.co.za.
      </p>
      {footer(add.isPending)}
    </form>
  );
}
