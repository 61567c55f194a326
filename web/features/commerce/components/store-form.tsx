import type { Store } from "@common/schemas/commerce";
import type { Site } from "@common/schemas/sites";
import { type ReactNode, useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PasswordInput } from "@/components/ui/password-input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, issuesOf } from "@/lib/api-client";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useCreateStore, useUpdateStore } from "../api/stores-api";
import { fieldOfIssue, storeFormDefaults, storeFormSchema, storeInput } from "../lib/store-form";

type Props = {
  /** The shop whose settings change; null opens a new one on one of `sites`. */
  store: Store | null;
  /** The sites a new shop may open on: those without one. */
  sites?: Site[];
  readOnly?: boolean;
  /** The buttons, given whether the form is saving; they sit at the form's end. */
  footer: (saving: boolean) => ReactNode;
  onDone: (store: Store) => void;
};

/** A shop's name, VAT, delivery and collection, and how buyers pay; opens a shop or changes one. */
export function StoreForm({ store, sites = [], readOnly = false, footer, onDone }: Props) {
  const id = useId();
  const create = useCreateStore();
  const update = useUpdateStore(store?.id ?? "");
  const form = useSchemaForm(storeFormSchema, storeFormDefaults(store, sites[0]?.id));
  const saving = create.isPending || update.isPending;
  const payfastSet = store?.payments.payfast_ready === true;

  const handleSubmit = form.handleSubmit((values) => {
    if (readOnly) return;
    const input = storeInput(values);
    const saved = store ? update.mutateAsync(input) : create.mutateAsync({ ...input, site_id: values.site_id });
    saved.then(
      (result) => {
        toast({ title: store ? "Shop settings saved" : "Shop opened", description: result.name });
        onDone(result);
      },
      (error: Error) => {
        const [issue] = issuesOf(error);
        if (error instanceof ApiError && error.status === 409) {
          form.setError(store ? "name" : "site_id", { message: error.message });
        } else if (issue) {
          form.setError(fieldOfIssue(issue.path), { message: issue.message });
        } else {
          // A plan without a shop (402) gets its Upgrade link in the toast.
          showErrorToast(store ? "Error saving shop" : "Error opening shop", error.message, error);
        }
      },
    );
  });

  // A field's hint may sit under a pair of fields: `hintOf` names the field it sits under.
  const field = (name: Parameters<typeof form.field>[0], hintOf?: string) =>
    form.field(name, `${id}-${name}`, hintOf ? { hint: `${id}-${hintOf}-hint` } : undefined);
  const hint = (name: string, text: string) => (
    <p id={`${id}-${name}-hint`} className="-mt-1 text-xs text-muted-foreground">
      {text}
    </p>
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5 text-left">
      {!store && (
        <FormField id={`${id}-site_id`} label="Site" error={form.errorOf("site_id")}>
          <NativeSelect {...field("site_id")} disabled={readOnly}>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField id={`${id}-name`} label="Shop name" error={form.errorOf("name")}>
        <Input {...field("name")} readOnly={readOnly} autoComplete="off" />
      </FormField>
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm font-medium pointer-coarse:min-h-11">
          <Checkbox {...form.register("vat_registered")} disabled={readOnly} aria-describedby={`${id}-vat-hint`} />
          VAT registered
        </label>
        <p id={`${id}-vat-hint`} className="text-xs text-muted-foreground">
          Prices include VAT either way; a registered shop shows the 15 % VAT in them on orders.
        </p>
      </div>

      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Delivery and collection</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${id}-flat_rate`} label="Delivery rate (R)" error={form.errorOf("flat_rate")}>
            <Input
              {...field("flat_rate", "flat_rate")}
              readOnly={readOnly}
              inputMode="decimal"
              placeholder="e.g. 60.00"
            />
          </FormField>
          <FormField id={`${id}-free_over`} label="Free delivery from (R)" error={form.errorOf("free_over")}>
            <Input
              {...field("free_over", "flat_rate")}
              readOnly={readOnly}
              inputMode="decimal"
              placeholder="e.g. 500.00"
            />
          </FormField>
        </div>
        {hint(
          "flat_rate",
          "Leave the rate empty if you do not deliver; leave the free amount empty to always charge it.",
        )}
        <FormField
          id={`${id}-collection_address`}
          label="Collection address"
          error={form.errorOf("collection_address")}
        >
          <Textarea {...field("collection_address", "collection_address")} readOnly={readOnly} rows={2} />
        </FormField>
        {hint("collection_address", "Where buyers may fetch orders; leave it empty if they cannot.")}
      </fieldset>

      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Payments</legend>
        <p className="text-xs text-muted-foreground">
          Card payments go to your own PayFast account; EFT orders show buyers your bank account. Add at least one.
        </p>
        <FormField
          id={`${id}-payfast_merchant_id`}
          label="PayFast merchant ID"
          error={form.errorOf("payfast_merchant_id")}
        >
          <Input {...field("payfast_merchant_id")} readOnly={readOnly} inputMode="numeric" autoComplete="off" />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            id={`${id}-payfast_merchant_key`}
            label="PayFast merchant key"
            error={form.errorOf("payfast_merchant_key")}
          >
            <PasswordInput
              {...field("payfast_merchant_key", "payfast_merchant_key")}
              readOnly={readOnly}
              autoComplete="off"
              placeholder={payfastSet ? "Set" : ""}
            />
          </FormField>
          <FormField
            id={`${id}-payfast_passphrase`}
            label="PayFast passphrase"
            error={form.errorOf("payfast_passphrase")}
          >
            <PasswordInput
              {...field("payfast_passphrase", "payfast_merchant_key")}
              readOnly={readOnly}
              autoComplete="new-password"
              placeholder={payfastSet ? "Set" : ""}
            />
          </FormField>
        </div>
        {payfastSet
          ? hint("payfast_merchant_key", "Both are set. They are never shown again: leave them blank to keep them.")
          : hint("payfast_merchant_key", "From your PayFast dashboard, under Settings. Never shown again once saved.")}
        <FormField id={`${id}-eft_bank_account`} label="Bank account for EFT" error={form.errorOf("eft_bank_account")}>
          <Textarea {...field("eft_bank_account", "eft_bank_account")} readOnly={readOnly} rows={2} />
        </FormField>
        {hint("eft_bank_account", "Bank, account name, account number and branch code, as buyers should read them.")}
      </fieldset>
      {footer(saving)}
    </form>
  );
}
