import type { Permission } from "@common/permissions";
import { cloneElement, type ReactElement, type ReactNode, type SyntheticEvent } from "react";
import { Tooltip } from "@/components/ui/tooltip";
import type { TooltipSide } from "@/components/ui/tooltip-bubble";
import { usePermission } from "../use-permission";

type Props = {
  permission: Permission;
  /** One button (or menu item). When the role lacks the permission it stays in place, disabled, and says why. */
  children: ReactElement<Record<string, unknown>>;
  /**
   * The action's own tooltip when allowed (an icon button's name). Denied, the reason takes its place:
   * the action never carries two tooltips.
   */
  label?: ReactNode;
  /** Classes for the bubble of `label` only: the reason shows at every width. */
  labelClassName?: string;
  side?: TooltipSide;
};

const refuse = (event: SyntheticEvent) => event.preventDefault();

/**
 * An action the user's role may not hold. Denied, it is marked aria-disabled rather than disabled, so it
 * stays focusable and its tooltip ("Your role (viewer) cannot publish sites or roll them back") can be
 * reached by keyboard and pointer alike; pressing it does nothing (a menu item stays in its open menu).
 */
export function RequiresPermission({ permission, children, label, labelClassName, side }: Props) {
  const { allowed, reason } = usePermission(permission);
  if (allowed) {
    if (label === undefined) return children;
    return (
      <Tooltip label={label} side={side} className={labelClassName}>
        {children}
      </Tooltip>
    );
  }
  return (
    <Tooltip label={reason} side={side}>
      {cloneElement(children, { "aria-disabled": true, disabled: false, onClick: refuse, onPointerDown: refuse })}
    </Tooltip>
  );
}
