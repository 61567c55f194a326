import { EMAIL_CHANGE_LANDING, EMAIL_CHANGE_MESSAGES } from "@common/schemas/auth";
import type { HookEndpointContext } from "better-auth";
import { APIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import type { Db } from "../db/create-db";
import type { SessionLookup } from "./auth-policies";

/** What Better Auth's address-change token carries: the current address and the one it becomes. */
type ChangeClaims = { email?: unknown; updateTo?: unknown };

/**
 * Our rules around Better Auth's address change (POST /change-email, then the mailed link to
 * GET /verify-email). Better Auth answers a taken address with a silent success, so nobody learns which
 * addresses have accounts; we say so plainly instead, as sign-up already does. The link goes to the new
 * address and makes the change when opened (see emailVerification in auth.ts).
 */
export function emailChangeRules({ db, secret, sessionOf }: { db: Db; secret: string; sessionOf: SessionLookup }) {
  async function isTaken(email: string): Promise<boolean> {
    const row = await db.kysely.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
    return Boolean(row);
  }

  /** The asked-for address, refused when it is the current one or another account's; the link always leads home. */
  async function request(ctx: HookEndpointContext, newEmail: string) {
    const session = await sessionOf(ctx.headers ?? ctx.request?.headers ?? new Headers());
    // Signed out: Better Auth's own 401.
    if (!session) return;
    const email = newEmail.toLowerCase();
    if (email === session.user.email.toLowerCase()) {
      throw new APIError("BAD_REQUEST", { code: "EMAIL_UNCHANGED", message: EMAIL_CHANGE_MESSAGES.unchanged });
    }
    if (await isTaken(email)) {
      throw new APIError("CONFLICT", { code: "EMAIL_TAKEN", message: EMAIL_CHANGE_MESSAGES.taken });
    }
    return { context: { body: { newEmail: email, callbackURL: EMAIL_CHANGE_LANDING } } };
  }

  /**
   * An opened link whose new address another account took since it was sent goes back to the Account tab
   * with `EMAIL_TAKEN`, rather than failing on the unique address. A link already used (its old address
   * is gone) and every other problem are Better Auth's to answer.
   */
  async function confirm(ctx: HookEndpointContext) {
    const token = (ctx.query as { token?: unknown } | undefined)?.token;
    if (typeof token !== "string") return;
    const claims = await verifyJWT<ChangeClaims>(token, secret);
    if (typeof claims?.email !== "string" || typeof claims.updateTo !== "string") return;
    if ((await isTaken(claims.updateTo)) && (await isTaken(claims.email))) {
      throw new APIError("FOUND", undefined, { Location: `${EMAIL_CHANGE_LANDING}&error=EMAIL_TAKEN` });
    }
  }

  return { request, confirm };
}
