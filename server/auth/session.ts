import { MESSAGES } from "@common/messages";
import { OPERATORS_ONLY } from "@common/permissions";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../errors";
import type { Auth, AuthSession } from "./auth";
import type { AppEnv } from "./request-env";

/** Loads the caller's session (cookie or bearer token); routes after it answer 401 to strangers. */
export function requireSession({ auth }: { auth: Auth }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("UNAUTHENTICATED", MESSAGES.noSession);
    c.set("auth", session);
    await next();
  };
}

export type Actor = {
  userId: string;
  email: string;
  name: string;
  sessionId: string;
  activeOrganizationId: string | null;
};

/** The signed-in caller of a route behind requireSession. */
export function actorOf(c: Context<AppEnv>): Actor {
  const session: AuthSession | null = c.get("auth");
  if (!session) throw new AppError("UNAUTHENTICATED", MESSAGES.noSession);
  return {
    userId: session.user.id,
    email: session.user.email,
    name: session.user.name,
    sessionId: session.session.id,
    activeOrganizationId: (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
  };
}

/**
 * Lets through the installation's operators only (PLATFORM_ADMINS, by email, lower-case), after
 * requireSession; anyone else signed in is refused with 403.
 */
export function requireOperator(operators: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { email } = actorOf(c);
    if (!operators.includes(email.toLowerCase())) {
      throw new AppError("FORBIDDEN", OPERATORS_ONLY);
    }
    await next();
  };
}
