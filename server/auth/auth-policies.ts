import { ROLES, UNKNOWN_ROLE_MESSAGE } from "@common/permissions";
import {
  emailChangeSchema,
  newAccountSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileSchema,
} from "@common/schemas/auth";
import type { HookEndpointContext } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { z } from "zod";
import type { Db } from "../db/create-db";
import { emailChangeRules } from "./email-change";
import { INVITATION_LINK_INVALID, isInvitationProofValid, splitInvitationToken } from "./invitation-link";
import { failedSignInLimit } from "./sign-in-failures";

/** What the policies read of a session; Better Auth's getSession answers more. */
export type SessionView = {
  user: { id: string; email: string; emailVerified: boolean };
  session: { activeOrganizationId?: string | null };
};

/**
 * Reads the caller's session the way the API does (cookie or bearer token). Inside a hook Better
 * Auth has not yet turned a bearer token into a session cookie, so hooks ask the finished instance.
 */
export type SessionLookup = (headers: Headers) => Promise<SessionView | null>;

/** The account forms' own schemas, applied before Better Auth sees the body, so both say the same thing. */
function checkBody<S extends z.ZodType>(ctx: HookEndpointContext, schema: S): z.output<S> {
  const result = schema.safeParse(ctx.body ?? {});
  if (!result.success) {
    throw new APIError("BAD_REQUEST", { code: "VALIDATION_FAILED", message: result.error.issues[0]?.message });
  }
  return result.data;
}

/** Invitations and role changes name one of our roles; Better Auth's own "member" is not one any more. */
function checkRole(ctx: HookEndpointContext) {
  const role = (ctx.body as { role?: unknown } | undefined)?.role;
  const roles = Array.isArray(role) ? role : [role];
  if (!roles.every((r) => typeof r === "string" && (ROLES as readonly string[]).includes(r))) {
    throw new APIError("BAD_REQUEST", { code: "UNKNOWN_ROLE", message: UNKNOWN_ROLE_MESSAGE });
  }
}

/** Rules of ours on Better Auth's endpoints, as its before and after hooks. */
export function authPolicies({ db, secret, sessionOf }: { db: Db; secret: string; sessionOf: SessionLookup }) {
  const failedSignIns = failedSignInLimit();
  const emailChange = emailChangeRules({ db, secret, sessionOf });
  const sessionFor = (ctx: HookEndpointContext) => sessionOf(ctx.headers ?? ctx.request?.headers ?? new Headers());

  /** Better Auth answers a GET for a foreign organization by clearing the active one; a GET changes nothing. */
  async function refuseForeignOrganization(ctx: HookEndpointContext) {
    const session = await sessionFor(ctx);
    if (!session) return;
    const query = (ctx.query ?? {}) as { organizationId?: string; organizationSlug?: string };
    const target = query.organizationSlug || query.organizationId || session.session.activeOrganizationId;
    if (!target) return;
    const organization = await db.kysely
      .selectFrom("organization")
      .select("id")
      .where(query.organizationSlug ? "slug" : "id", "=", target)
      .executeTakeFirst();
    // An unknown organization is Better Auth's to answer; it changes nothing then.
    if (!organization) return;
    const member = await db.kysely
      .selectFrom("member")
      .select("id")
      .where("organizationId", "=", organization.id)
      .where("userId", "=", session.user.id)
      .executeTakeFirst();
    if (!member) {
      throw new APIError("FORBIDDEN", {
        code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
        message: "User is not a member of the organization",
      });
    }
  }

  /** Reading an invitation through its link: the proof only matters to accepting and declining. */
  function readInvitationById(ctx: HookEndpointContext) {
    const token = (ctx.query as { id?: unknown } | undefined)?.id;
    if (typeof token !== "string") return;
    const { invitationId, proof } = splitInvitationToken(token);
    if (proof !== undefined) return { context: { query: { ...ctx.query, id: invitationId } } };
  }

  /**
   * Anyone may sign up with any address, and members of an organization see its invitations' ids. So
   * an invitation is answered (accepted or declined) only by an account whose address is verified
   * (Google's are) or through the mailed link, whose proof then marks the address verified.
   */
  async function answerInvitation(ctx: HookEndpointContext) {
    const token = (ctx.body as { invitationId?: unknown } | undefined)?.invitationId;
    if (typeof token !== "string") return;
    const { invitationId, proof } = splitInvitationToken(token);
    const session = await sessionFor(ctx);
    const invitation = await db.kysely
      .selectFrom("invitation")
      .select(["email", "status"])
      .where("id", "=", invitationId)
      .executeTakeFirst();
    // Strangers, other recipients and spent invitations get Better Auth's own answers.
    const isPendingForCaller =
      session &&
      invitation?.status === "pending" &&
      invitation.email.toLowerCase() === session.user.email.toLowerCase();
    if (isPendingForCaller && !session.user.emailVerified) {
      if (proof === undefined) {
        throw new APIError("FORBIDDEN", {
          code: "EMAIL_NOT_VERIFIED",
          message: `Open the invitation link from the email sent to ${invitation.email}: it confirms the address is yours.`,
        });
      }
      if (!isInvitationProofValid(secret, invitationId, invitation.email, proof)) {
        throw new APIError("FORBIDDEN", {
          code: "INVALID_INVITATION_LINK",
          message: INVITATION_LINK_INVALID,
        });
      }
      await ctx.context.internalAdapter.updateUser(session.user.id, { emailVerified: true });
    }
    if (proof !== undefined) return { context: { body: { ...ctx.body, invitationId } } };
  }

  return {
    before: createAuthMiddleware(async (ctx) => {
      switch (ctx.path) {
        case "/organization/invite-member":
        case "/organization/update-member-role":
          return checkRole(ctx);
        case "/sign-in/email":
          return failedSignIns.before(ctx);
        case "/sign-up/email":
          checkBody(ctx, newAccountSchema);
          return;
        // Better Auth stores what it is given: the name goes on trimmed.
        case "/update-user":
          return { context: { body: checkBody(ctx, profileSchema) } };
        case "/change-email":
          return emailChange.request(ctx, checkBody(ctx, emailChangeSchema).newEmail);
        case "/verify-email":
          return emailChange.confirm(ctx);
        case "/reset-password":
          checkBody(ctx, passwordResetSchema);
          return;
        // Whoever changes the password ends every other session, whatever the client asked for.
        case "/change-password":
          checkBody(ctx, passwordChangeSchema);
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        case "/organization/get-full-organization":
          return refuseForeignOrganization(ctx);
        case "/organization/get-invitation":
          return readInvitationById(ctx);
        case "/organization/accept-invitation":
        case "/organization/reject-invitation":
          return answerInvitation(ctx);
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path === "/sign-in/email") await failedSignIns.after(ctx);
    }),
  };
}
