import type { Mailbox } from "@common/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { membersQueryOptions } from "@/features/members";
import { ApiError, issuesOf } from "@/lib/api-client";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useCreateMailbox, useUpdateMailbox } from "../api/mailboxes-api";
import { mailboxFieldOf, mailboxFormDefaults, mailboxFormSchema } from "../lib/mailbox-form";
import { AddressInput } from "./address-input";
import { ChoiceList } from "./choice-list";

type Props = {
  domain: string;
  domainId: string;
  /** The mailbox to change; null creates one. */
  mailbox: Mailbox | null;
  onClose: () => void;
};

/** A new mailbox (its address, name, readers and size), or a mailbox's name, readers and size. */
export function MailboxDialog({ domain, domainId, mailbox, onClose }: Props) {
  const id = useId();
  const { activeOrganization } = useAuth();
  const members = useQuery({ ...membersQueryOptions(activeOrganization?.id ?? ""), enabled: !!activeOrganization });
  const create = useCreateMailbox(domainId);
  const update = useUpdateMailbox(domainId);
  const form = useSchemaForm(mailboxFormSchema(mailbox === null), mailboxFormDefaults(mailbox));
  const chosen = form.watch("member_ids");

  const handleSubmit = form.handleSubmit(({ local_part, display_name, member_ids, quota_gb }) => {
    const change = { display_name, member_ids, quota_bytes: quota_gb };
    const saved = mailbox
      ? update.mutateAsync({ mailboxId: mailbox.id, change })
      : create.mutateAsync({ local_part, ...change });
    saved.then(
      (result) => {
        toast({ title: mailbox ? "Mailbox saved" : "Mailbox created", description: result.address });
        onClose();
      },
      (error: Error) => {
        const [issue] = issuesOf(error);
        if (error instanceof ApiError && error.status === 409) {
          form.setError("local_part", { message: error.message });
        } else if (error instanceof ApiError && error.status === 400) {
          // The one refusal that names no field: someone chosen who is not (or no longer) a member.
          form.setError((issue && mailboxFieldOf(issue.path)) ?? "member_ids", {
            message: issue?.message ?? error.message,
          });
        } else {
          showErrorToast(mailbox ? "Error saving mailbox" : "Error creating mailbox", error.message, error);
        }
      },
    );
  });

  const field = (name: Parameters<typeof form.field>[0], hint?: string) =>
    form.field(name, `${id}-${name}`, hint ? { hint } : undefined);
  const choices = (members.data ?? []).map((member) => ({
    id: member.user_id,
    label: member.name || member.email,
    detail: `${member.email} · ${member.role}`,
  }));

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mailbox ? `Edit ${mailbox.address}` : "New mailbox"}
      description={
        mailbox ? "Its name, who reads it and how much it holds." : `An address at ${domain} that keeps its own mail.`
      }
      submitLabel={mailbox ? "Save mailbox" : "Create mailbox"}
      busyLabel={mailbox ? "Saving..." : "Creating..."}
      busy={create.isPending || update.isPending}
      onSubmit={() => void handleSubmit()}
      contentProps={{ className: "max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg" }}
    >
      {!mailbox && (
        <FormField id={`${id}-local_part`} label="Address" error={form.errorOf("local_part")}>
          <AddressInput
            {...field("local_part", `${id}-suffix`)}
            domain={domain}
            suffixId={`${id}-suffix`}
            placeholder="info"
            autoFocus
          />
        </FormField>
      )}
      <FormField id={`${id}-display_name`} label="Display name" error={form.errorOf("display_name")}>
        <Input {...field("display_name", `${id}-name-hint`)} placeholder="Karoo Coffee" autoComplete="off" />
      </FormField>
      <p id={`${id}-name-hint`} className="-mt-2 text-xs text-muted-foreground">
        The name people see beside the address when you write to them.
      </p>
      {members.isPending ? (
        <p className="text-sm text-muted-foreground">Loading members...</p>
      ) : (
        <ChoiceList
          id={`${id}-members`}
          legend="Who reads it"
          hint="Admins and owners read every mailbox. Tick the others who answer its mail."
          choices={choices}
          chosen={chosen}
          onChange={(next) => {
            form.setValue("member_ids", next);
            form.clearErrors("member_ids");
          }}
          error={form.errorOf("member_ids")}
          empty="No members to choose from yet: invite them under Members."
        />
      )}
      <FormField id={`${id}-quota_gb`} label="Size limit (GB)" error={form.errorOf("quota_gb")}>
        <Input {...field("quota_gb", `${id}-quota-hint`)} inputMode="decimal" className="max-w-32" />
      </FormField>
      <p id={`${id}-quota-hint`} className="-mt-2 text-xs text-muted-foreground">
        5 GB holds years of everyday mail; at most 100 GB. A full mailbox turns new mail away.
      </p>
    </FormDialog>
  );
}
