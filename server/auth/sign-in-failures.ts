import type { AuthContext, HookEndpointContext } from "better-auth";
import { APIError, isAPIError } from "better-auth/api";

/** Failed password sign-ins one account may see in the window before it refuses further attempts. */
export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_FAILED_SIGN_INS =
  "Too many failed sign-ins for this account. Try again in 15 minutes, or reset your password to sign in now.";

const MAX_EMAIL_LENGTH = 254;

function identifierFor(email: string): string {
  return `failed-sign-in:${email.trim().toLowerCase()}`;
}

/**
 * The per-address limit stops guessing spread over many addresses; this one stops guessing spread
 * over many callers. Each attempt on an account is written down first (a row in Better Auth's
 * verification table, so every app process sees it), then counted; past the limit the attempt is
 * refused without checking the password. An attempt that did not fail with a wrong password takes
 * its own row back, and only its own: a correct password does not wipe the failures others caused.
 * A password reset, which proves control of the mailbox, clears them (`clearFailedSignIns`).
 */
export function failedSignInLimit() {
  const attempts = new WeakMap<Request, string>();

  async function before(ctx: HookEndpointContext) {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    // Not an address Better Auth would look up (it refuses those itself): nothing to count or store.
    if (typeof email !== "string" || email.length > MAX_EMAIL_LENGTH || !email.includes("@") || !ctx.request) return;
    const identifier = identifierFor(email);
    const now = new Date();
    const { adapter, internalAdapter } = ctx.context;
    await adapter.deleteMany({
      model: "verification",
      where: [
        { field: "identifier", value: identifier },
        { field: "expiresAt", operator: "lt", value: now },
      ],
    });
    const attempt = await internalAdapter.createVerificationValue({
      identifier,
      value: "attempt",
      expiresAt: new Date(now.getTime() + FAILED_SIGN_IN_WINDOW_SECONDS * 1000),
    });
    const counted = await adapter.count({
      model: "verification",
      where: [
        { field: "identifier", value: identifier },
        { field: "expiresAt", operator: "gt", value: now },
      ],
    });
    if (counted > MAX_FAILED_SIGN_INS) {
      await adapter.delete({ model: "verification", where: [{ field: "id", value: attempt.id }] });
      throw new APIError("TOO_MANY_REQUESTS", { code: "TOO_MANY_FAILED_SIGN_INS", message: TOO_MANY_FAILED_SIGN_INS });
    }
    attempts.set(ctx.request, attempt.id);
  }

  async function after(ctx: HookEndpointContext) {
    const attemptId = ctx.request && attempts.get(ctx.request);
    if (!ctx.request || !attemptId) return;
    attempts.delete(ctx.request);
    const returned = ctx.context.returned;
    const wrongPassword = isAPIError(returned) && returned.statusCode === 401;
    if (!wrongPassword) {
      await ctx.context.adapter.delete({ model: "verification", where: [{ field: "id", value: attemptId }] });
    }
  }

  return { before, after };
}

export async function clearFailedSignIns(context: Pick<AuthContext, "internalAdapter">, email: string) {
  await context.internalAdapter.deleteVerificationByIdentifier(identifierFor(email));
}
