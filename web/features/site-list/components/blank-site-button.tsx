import { CodeIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { BlankSiteDialog } from "./lazy-blank-site-dialog";

type Props = Pick<ComponentProps<typeof Button>, "variant" | "size" | "className">;

/**
 * 'Blank site (code)', the second way to start beside 'Create site': the starter files, straight into the
 * code editor. Disabled, with the reason, for a role that may not create sites.
 */
export function BlankSiteButton({ variant = "outline", ...buttonProps }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RequiresPermission permission="site:create">
        <Button variant={variant} {...buttonProps} onClick={() => setOpen(true)}>
          <CodeIcon aria-hidden="true" />
          Blank site (code)
        </Button>
      </RequiresPermission>
      <BlankSiteDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
