import type { Mailbox, MailDomain } from "@common/schemas/mail";
import { useId } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, issuesOf } from "@/lib/api-client";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { cn } from "@/lib/utils";
import { useCreateAlias } from "../api/aliases-api";
import { ALIAS_FORM_DEFAULTS, type AliasKind, aliasFieldOf, aliasFormSchema } from "../lib/alias-form";
import { ALIAS_KIND_WORDS } from "../lib/mail-words";
import { AddressInput } from "./address-input";
import { ChoiceList } from "./choice-list";

type Props = { domain: MailDomain; mailboxes: Mailbox[]; hasCatchAll: boolean; onClose: () => void };

const KINDS: AliasKind[] = ["alias", "forward", "catch_all"];

/** A new alias (to mailboxes), forward (to addresses elsewhere) or the catch-all (to mailboxes). */
export function AliasDialog({ domain, mailboxes, hasCatchAll, onClose }: Props) {
  const id = useId();
  const create = useCreateAlias(domain.id);
  const form = useSchemaForm(aliasFormSchema, ALIAS_FORM_DEFAULTS);
  const kind: AliasKind = form.watch("kind");
  const chosen = form.watch("mailbox_ids");

  const handleSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (alias) => {
        toast({ title: `${ALIAS_KIND_WORDS[alias.kind].name} added`, description: alias.address });
        onClose();
      },
      onError: (error) => {
        const [issue] = issuesOf(error);
        if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
          const field = issue ? aliasFieldOf(issue.path) : kind === "forward" ? "addresses" : "local_part";
          form.setError(kind === "catch_all" && field === "local_part" ? "mailbox_ids" : field, {
            message: issue?.message ?? error.message,
          });
        } else {
          showErrorToast("Error adding address", error.message, error);
        }
      },
    });
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add an address"
      description={`An alias, a forward or the catch-all of ${domain.domain}.`}
      submitLabel={`Add ${ALIAS_KIND_WORDS[kind].name.toLowerCase()}`}
      busyLabel="Adding..."
      busy={create.isPending}
      onSubmit={() => void handleSubmit()}
      contentProps={{ className: "max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg" }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Kind</legend>
        {KINDS.map((one) => {
          const taken = one === "catch_all" && hasCatchAll;
          return (
            <label
              key={one}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-primary/5",
                taken && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="radio"
                value={one}
                disabled={taken}
                {...form.register("kind", { onChange: () => form.clearErrors() })}
                className="mt-0.5 size-4 accent-primary"
              />
              <span className="grid gap-0.5 text-sm">
                <span className="font-medium">{ALIAS_KIND_WORDS[one].name}</span>
                <span className="text-xs text-muted-foreground">
                  {taken ? `${domain.domain} has a catch-all already` : ALIAS_KIND_WORDS[one].hint}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {kind === "catch_all" ? (
        <p className="text-sm text-muted-foreground">
          Mail to any address at {domain.domain} that no mailbox, alias or forward holds goes to the mailboxes you tick.
        </p>
      ) : (
        <FormField id={`${id}-local_part`} label="Address" error={form.errorOf("local_part")}>
          <AddressInput
            {...form.field("local_part", `${id}-local_part`, { hint: `${id}-suffix` })}
            domain={domain.domain}
            suffixId={`${id}-suffix`}
            placeholder={kind === "forward" ? "orders" : "sales"}
          />
        </FormField>
      )}
      {kind === "forward" ? (
        <FormField id={`${id}-addresses`} label="Forward to" error={form.errorOf("addresses")}>
          <Textarea
            {...form.field("addresses", `${id}-addresses`, { hint: `${id}-addresses-hint` })}
            rows={3}
            placeholder="thandi@gmail.com"
            autoCapitalize="none"
            spellCheck={false}
          />
        </FormField>
      ) : (
        <ChoiceList
          id={`${id}-mailboxes`}
          legend="Delivers to"
          choices={mailboxes.map((mailbox) => ({
            id: mailbox.id,
            label: mailbox.address,
            detail: mailbox.display_name,
          }))}
          chosen={chosen}
          onChange={(next) => {
            form.setValue("mailbox_ids", next);
            form.clearErrors("mailbox_ids");
          }}
          error={form.errorOf("mailbox_ids")}
          empty={`${domain.domain} has no mailboxes yet: create one first.`}
        />
      )}
      {kind === "forward" && (
        <p id={`${id}-addresses-hint`} className="-mt-2 text-xs text-muted-foreground">
          Addresses elsewhere, separated by commas or new lines. Mail is sent on to each of them.
        </p>
      )}
    </FormDialog>
  );
}
