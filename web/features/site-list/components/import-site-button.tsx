import { UploadIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { ImportSiteDialog } from "./lazy-import-site-dialog";

type Props = Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & { label?: string };

/** 'Import a site' and its dialog; disabled, with the reason, for a role that may not create sites. */
export function ImportSiteButton({ label = "Import a site", variant = "outline", ...buttonProps }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RequiresPermission permission="site:create">
        <Button variant={variant} {...buttonProps} onClick={() => setOpen(true)}>
          <UploadIcon aria-hidden="true" />
          {label}
        </Button>
      </RequiresPermission>
      <ImportSiteDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
