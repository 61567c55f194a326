import { createAccessControl } from "better-auth/plugins/access";
import { type Permission, ROLES, type Role, roleAllows } from "./permissions";

/**
 * Better Auth's organization endpoints (invite, remove, change role, update and delete the organization)
 * check their own statements. Each is granted to the roles our policy table gives the matching
 * permission, so there is still one table.
 */
const BETTER_AUTH_STATEMENTS = {
  organization: { update: "organization:update", delete: "organization:delete" },
  member: { create: "member:manage", update: "member:manage", delete: "member:manage" },
  invitation: { create: "member:manage", cancel: "member:manage" },
} as const satisfies Record<string, Record<string, Permission>>;

type Resource = keyof typeof BETTER_AUTH_STATEMENTS;
type Statements = { [R in Resource]: (keyof (typeof BETTER_AUTH_STATEMENTS)[R])[] };

const statements = Object.fromEntries(
  Object.entries(BETTER_AUTH_STATEMENTS).map(([resource, actions]) => [resource, Object.keys(actions)]),
) as Statements;

export const accessControl = createAccessControl(statements);

function grantsOf(role: Role): Statements {
  return Object.fromEntries(
    Object.entries(BETTER_AUTH_STATEMENTS).map(([resource, actions]) => [
      resource,
      Object.entries(actions)
        .filter(([, permission]) => roleAllows(role, permission))
        .map(([action]) => action),
    ]),
  ) as Statements;
}

type BetterAuthRole = ReturnType<typeof accessControl.newRole>;

/** Our roles as Better Auth roles, for its organization plugin. */
export const organizationRoles = {} as Record<Role, BetterAuthRole>;
for (const role of ROLES) organizationRoles[role] = accessControl.newRole(grantsOf(role));
