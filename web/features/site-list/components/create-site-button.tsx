import { PlusIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { RequiresPermission, usePermission } from "@/features/auth";
import { creatorPathFor } from "@/features/templates";

type Props = Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & { label?: string };

/**
 * 'Create site': into the site creator, templates first. A role that may not create sites (editors and
 * viewers) sees it as a disabled button, its tooltip saying why.
 */
export function CreateSiteButton({ label = "Create site", ...buttonProps }: Props) {
  const { allowed } = usePermission("site:create");
  const content = (
    <>
      <PlusIcon aria-hidden="true" />
      {label}
    </>
  );
  if (!allowed) {
    return (
      <RequiresPermission permission="site:create">
        <Button {...buttonProps}>{content}</Button>
      </RequiresPermission>
    );
  }
  return (
    <Button asChild {...buttonProps}>
      <Link to={creatorPathFor()}>{content}</Link>
    </Button>
  );
}
