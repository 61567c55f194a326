import { blockInputSchema } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import { ShieldBanIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useAddBlock } from "../api/blocks-api";

const PLACEHOLDERS = { actor: "@someone@mastodon.example", domain: "spam.example" } as const;

/** Blocks a person (`@name@server` or their profile's address) or a whole server (its host name). */
export function BlockForm({ site }: { site: Site }) {
  const block = useAddBlock(site.id);
  const form = useSchemaForm(blockInputSchema, { kind: "actor", value: "" });
  const kind = form.watch("kind") === "domain" ? "domain" : "actor";
  const isBlank = !form.watch("value")?.trim();

  const handleSubmit = form.handleSubmit((input) => {
    block.mutateAsync(input).then(
      (added) => {
        toast({ title: "Blocked", description: `${added.value} can no longer reach ${site.name}` });
        form.reset({ kind: input.kind, value: "" });
      },
      (error: Error) => {
        if (!form.setServerError(error, { fields: ["value"], conflict: "value", unnamed: "value" })) {
          showErrorToast("Error blocking", error.message, error);
        }
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
      <FormField id="block-kind" label="Block">
        <NativeSelect {...form.register("kind")} id="block-kind">
          <option value="actor">A person</option>
          <option value="domain">A whole server</option>
        </NativeSelect>
      </FormField>
      <FormField id="block-value" label={kind === "domain" ? "Server" : "Person"} error={form.errorOf("value")}>
        <Input
          {...form.field("value", "block-value", { hint: "block-value-hint" })}
          placeholder={PLACEHOLDERS[kind]}
          autoCapitalize="none"
          spellCheck={false}
        />
        {!form.errorOf("value") && (
          <p id="block-value-hint" className="text-sm text-muted-foreground">
            {kind === "domain" ? "Its host name, as in people's addresses." : "Their address, or their profile's link."}
          </p>
        )}
      </FormField>
      <Button type="submit" disabled={block.isPending || isBlank} className="sm:mt-[1.375rem]">
        <ShieldBanIcon aria-hidden="true" />
        {block.isPending ? "Blocking..." : "Block"}
      </Button>
    </form>
  );
}
