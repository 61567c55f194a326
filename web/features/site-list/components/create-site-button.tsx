import { PlusIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { CreateSiteDialog } from "./lazy-create-site-dialog";

type Props = Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & { label?: string };

/**
 * 'Create site' and the dialog it opens. A role that may not create sites (editors and viewers) sees it
 * disabled, its tooltip saying why.
 */
export function CreateSiteButton({ label = "Create site", ...buttonProps }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RequiresPermission permission="site:create">
        <Button {...buttonProps} onClick={() => setOpen(true)}>
          <PlusIcon aria-hidden="true" />
          {label}
        </Button>
      </RequiresPermission>
      <CreateSiteDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
