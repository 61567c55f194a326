import { forbiddenMessage, type Permission, roleAllows } from "@common/permissions";
import { useAuth } from "./auth-context";

export type PermissionState = {
  allowed: boolean;
  /** Why not, in the server's own words: "Your role (viewer) cannot edit files". */
  reason: string | undefined;
};

/**
 * Whether the user's role in the active organization holds `permission`, from the same policy table the
 * server checks, with what the organization lets weaker roles do ("Clients may publish"). Until the role
 * is known the action is offered: the server refuses it anyway if need be, and an editor's screen does
 * not flash read-only on every load.
 */
export function usePermission(permission: Permission): PermissionState {
  const { role, activeOrganization } = useAuth();
  const grants = { clientsMayPublish: activeOrganization?.clientsMayPublish === true };
  if (!role || roleAllows(role, permission, grants)) return { allowed: true, reason: undefined };
  return { allowed: false, reason: forbiddenMessage(role, permission) };
}
