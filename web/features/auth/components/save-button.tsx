import type { Permission } from "@common/permissions";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "./requires-permission";

type Props = Omit<ComponentProps<typeof Button>, "type" | "disabled"> & {
  /** Roles without it see the button disabled, with the reason in its tooltip. */
  permission?: Permission;
  /** Whether the form differs from what is saved: until it does there is nothing to save. */
  changed: boolean;
  saving: boolean;
};

/** A settings form's submit button: at rest until something changed, "Saving..." while it saves. */
export function SaveButton({ permission, changed, saving, children = "Save", ...props }: Props) {
  const button = (
    <Button type="submit" disabled={!changed || saving} {...props}>
      {saving ? "Saving..." : children}
    </Button>
  );
  return permission ? <RequiresPermission permission={permission}>{button}</RequiresPermission> : button;
}
