import { PlusIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Button } from "@/components/ui/button";
import { CreateSiteDialog } from "./lazy-create-site-dialog";

type Props = Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & { label?: string };

/** 'Create site' and the dialog it opens. */
export function CreateSiteButton({ label = "Create site", ...buttonProps }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        {label}
      </Button>
      <CreateSiteDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
