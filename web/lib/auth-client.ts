import { accessControl, organizationRoles } from "@common/access-control";
import { organizationClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** Better Auth's browser client: same-origin cookie session under /api/auth. */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [organizationClient({ ac: accessControl, roles: organizationRoles })],
});

export type AuthClient = typeof authClient;
export type SessionData = NonNullable<ReturnType<typeof authClient.useSession>["data"]>;
export type SessionUser = SessionData["user"];
