import { ORGANIZATION_NAME_MAX_LENGTH } from "@common/constants";
import { createOrganizationSchema } from "@common/schemas/organizations";
import { useId, useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useCreateOrganization } from "../api/use-create-organization";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** A name, a word on ownership, and Create disabled while the name is blank or a request runs. */
export function CreateOrganizationDialog({ open, onOpenChange }: Props) {
  const [name, setName] = useState("");
  const createOrganization = useCreateOrganization();
  const nameId = useId();
  // The server's own rule: a name that is not blank once trimmed, within the length limit.
  const checked = createOrganizationSchema.safeParse({ name });

  function create() {
    if (!checked.success) return;
    createOrganization.mutate(checked.data.name, {
      onSuccess(organization) {
        toast({ title: "Organization created", description: `Successfully created ${organization.name}` });
        setName("");
        onOpenChange(false);
      },
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create organization"
      description="You will become the owner of this organization."
      submitLabel="Create"
      busyLabel="Creating..."
      busy={createOrganization.isPending}
      canSubmit={checked.success}
      onSubmit={create}
    >
      <FormField id={nameId} label="Name">
        <Input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Acme Studio"
          maxLength={ORGANIZATION_NAME_MAX_LENGTH}
          autoComplete="organization"
          autoFocus
        />
      </FormField>
    </FormDialog>
  );
}
