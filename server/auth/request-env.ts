// What a request carries from the middleware that ran before its route: Hono's context variables.
import type { OrganizationGrants, Role } from "@common/permissions";
import type { AuthSession } from "./auth";

export type AppEnv = {
  Variables: {
    auth: AuthSession | null;
    /** The caller's role in the organization the request is about, set by the route's permission guard. */
    role?: Role;
    /** What that organization lets weaker roles do (common/permissions.ts), set with `role`. */
    grants?: OrganizationGrants;
  };
};
