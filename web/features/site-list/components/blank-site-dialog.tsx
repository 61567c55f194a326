import { DEFAULT_SITE_NAME } from "@common/constants";
import { SITE_NAME_MAX_LENGTH } from "@common/schemas/sites";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCreateSite } from "../api/sites";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A site from the starter files, for people who write code: a name (blank means the server's 'Untitled
 * Site'), then straight into the new site's editor.
 */
export function BlankSiteDialog({ open, onOpenChange }: Props) {
  const [name, setName] = useState("");
  const createSite = useCreateSite();
  const navigate = useNavigate();
  const nameId = useId();

  function create() {
    const trimmed = name.trim();
    createSite.mutate(trimmed ? { name: trimmed } : {}, {
      onSuccess(site) {
        setName("");
        onOpenChange(false);
        navigate(`/admin/site/${site.id}`);
      },
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Blank site (code)"
      description="The site starts with a home page, an about page, a contact page with a form and a shared layout, as code you edit right away. For a finished site without code, use Create site instead."
      submitLabel="Create blank site"
      busyLabel="Creating..."
      busy={createSite.isPending}
      onSubmit={create}
    >
      <FormField id={nameId} label="Name">
        <Input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={DEFAULT_SITE_NAME}
          maxLength={SITE_NAME_MAX_LENGTH}
          autoComplete="off"
          autoFocus
        />
      </FormField>
    </FormDialog>
  );
}
