import { accessControl, organizationRoles } from "@common/access-control";
import { PASSWORD_MIN_LENGTH } from "@common/constants";
import { betterAuth } from "better-auth";
import { bearer, organization } from "better-auth/plugins";
import type { Db } from "../db/create-db";
import type { Env } from "../env";
import type { Mailer } from "../mail/mailer";
import { emailChangeMail, invitationMail, passwordResetMail } from "../mail/templates";
import { authPolicies, type SessionLookup } from "./auth-policies";
import { invitationLinkToken } from "./invitation-link";
import { passwordHashing } from "./password-hash";
import { clearFailedSignIns } from "./sign-in-failures";

/** The request header our server fills with the caller's address; Better Auth keys rate limits on it. */
export const CLIENT_IP_HEADER = "x-webcraft-client-ip";

export function createAuth({ env, db, mailer }: { env: Env; db: Db; mailer: Mailer }) {
  // Some rules need the finished instance; they reach it through these, set once it exists.
  let sessionOf: SessionLookup = async () => null;
  let clearFailures: (email: string) => Promise<void> = async () => {};
  const isHttps = env.appOrigin.startsWith("https:");
  const auth = betterAuth({
    appName: "Webcraft",
    baseURL: env.appOrigin,
    basePath: "/api/auth",
    secret: env.authSecret,
    // Only the app origin: never the preview origin or any published site.
    trustedOrigins: [env.appOrigin],
    database: { db: db.kysely, type: db.dialect },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      password: passwordHashing(env.nodeEnv),
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The reset proved control of the mailbox: failed sign-ins by others no longer lock the account.
      async onPasswordReset({ user }) {
        await clearFailures(user.email);
      },
      async sendResetPassword({ user, url }) {
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
    },
    socialProviders: env.google
      ? { google: { clientId: env.google.clientId, clientSecret: env.google.clientSecret } }
      : undefined,
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Sliding, and refreshed at most hourly: the account's session list says when each was last used.
      updateAge: 60 * 60,
    },
    user: {
      // Deleting goes through DELETE /api/account, which applies our rules first (server/features/account).
      deleteUser: { enabled: true },
      // A new address is mailed a link, and the account changes to it when the link is opened; the old
      // address gets no mail and need not be verified (server/auth/email-change.ts adds our rules).
      changeEmail: { enabled: true },
    },
    emailVerification: {
      expiresIn: 60 * 60,
      // Only an address change sends this mail: `user.email` is the new address here.
      async sendVerificationEmail({ user, url }) {
        await mailer.send(emailChangeMail(user.email, user.name, url));
      },
    },
    // Confirming the current address on demand is not something the product offers, and it would let
    // anyone have mail sent to an unverified account. Deleting an organization or an account goes
    // through our own routes alone (DELETE /api/organization, DELETE /api/account), which take the
    // sites offline at once and remove their stored files; Better Auth's endpoints for it would do
    // neither. Our routes still call Better Auth's functions, which this list does not close.
    disabledPaths: ["/send-verification-email", "/organization/delete", "/delete-user"],
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 10, max: 3 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        "/change-email": { window: 60, max: 3 },
        "/get-session": false,
      },
    },
    advanced: {
      // Better Auth skips its origin and callback-URL checks under NODE_ENV=test; we never do.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Under https every cookie is `__Host-`: Secure, Path=/ and no Domain, so no other host (a
      // published site on a neighbouring subdomain, say) can set or shadow it. Better Auth's own
      // switch would only give `__Secure-`, so it is off and the prefix and Secure are ours.
      useSecureCookies: false,
      cookiePrefix: isHttps ? "__Host-better-auth" : "better-auth",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps, path: "/" },
    },
    hooks: authPolicies({ db, secret: env.authSecret, sessionOf: (headers) => sessionOf(headers) }),
    databaseHooks: {
      session: {
        create: {
          // A new session starts in the user's first organization, so every tab and the API agree at once.
          async before(session) {
            const first = await db.kysely
              .selectFrom("member")
              .select("organizationId")
              .where("userId", "=", session.userId)
              .orderBy("createdAt", "asc")
              .limit(1)
              .executeTakeFirst();
            return { data: { ...session, activeOrganizationId: first?.organizationId ?? null } };
          },
        },
      },
    },
    plugins: [
      bearer(),
      organization({
        creatorRole: "owner",
        ac: accessControl,
        roles: organizationRoles,
        invitationExpiresIn: 60 * 60 * 24 * 7,
        // Our setting on its organization row, so the organization list carries it to the SPA. Only
        // PATCH /api/organization changes it (input: false keeps Better Auth's own endpoints off it).
        schema: {
          organization: {
            additionalFields: {
              clientsMayPublish: { type: "boolean", required: false, defaultValue: false, input: false },
            },
          },
        },
        async sendInvitationEmail(data) {
          const url = `${env.appOrigin}/accept-invite/${invitationLinkToken(env.authSecret, data.id, data.email)}`;
          const mail = invitationMail(data.email, data.inviter.user.name, data.organization.name, url);
          await mailer.send({ ...mail, organizationId: data.organization.id });
        },
      }),
    ],
  });
  sessionOf = (headers) => auth.api.getSession({ headers });
  clearFailures = async (email) => clearFailedSignIns(await auth.$context, email);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
