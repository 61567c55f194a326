import type { AccountSession } from "@common/schemas/account";
import type { Auth } from "../../auth/auth";
import type { Actor } from "../../auth/session";
import type { BlobStore } from "../../blobs/blob-store";
import { removingBlobsOf } from "../../blobs/blob-sweep";
import { deleteCommerceOf } from "../../db/commerce-db";
import type { Db } from "../../db/create-db";
import { AppError } from "../../errors";
import { squareImageDataUrl } from "../../square-image";
import { isoOf } from "../members/members.service";

export type AccountContext = { db: Db; auth: Auth; actor: Actor; headers: Headers };

export const ACCOUNT_MESSAGES = {
  onlyOwner: (organizations: string[]) =>
    `You are the only owner of ${organizations.join(", ")}, which has other members: make one of them the owner first, or delete the organization`,
} as const;

/** "Chrome 156 on Linux" from a User-Agent header: the browser and the system, as a person names them. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browsers: [RegExp, string][] = [
    [/Edg\/(\d+)/, "Edge"],
    [/OPR\/(\d+)/, "Opera"],
    [/Firefox\/(\d+)/, "Firefox"],
    [/Chrom(?:e|ium)\/(\d+)/, "Chrome"],
    [/Version\/(\d+)[\d.]* .*Safari\//, "Safari"],
  ];
  const systems: [RegExp, string][] = [
    [/Android/, "Android"],
    [/iPhone|iPad|iOS/, "iOS"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/Windows/, "Windows"],
    [/Linux|X11/, "Linux"],
  ];
  const found = browsers.map(([pattern, name]) => [pattern.exec(userAgent), name] as const).find(([match]) => match);
  const browser = found ? `${found[1]} ${found[0]?.[1]}` : userAgent.split(/[\s/]/)[0] || "Unknown browser";
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

export async function listSessions({ db, actor }: Pick<AccountContext, "db" | "actor">): Promise<AccountSession[]> {
  const rows = await db.kysely
    .selectFrom("session")
    .select(["id", "ipAddress", "userAgent", "createdAt", "updatedAt"])
    .where("userId", "=", actor.userId)
    .where("expiresAt", ">", new Date().toISOString() as never)
    .orderBy("updatedAt", "desc")
    .execute();
  const sessions = rows.map((row) => ({
    id: row.id,
    browser: describeBrowser(row.userAgent),
    ip_address: row.ipAddress || null,
    created_at: isoOf(row.createdAt) ?? "",
    last_seen_at: isoOf(row.updatedAt) ?? "",
    is_current: row.id === actor.sessionId,
  }));
  return sessions.sort((a, b) => Number(b.is_current) - Number(a.is_current));
}

/** Deletes every other session of the account; each is refused (401) on its next request. */
export async function revokeOtherSessions({ db, actor }: Pick<AccountContext, "db" | "actor">): Promise<number> {
  const result = await db.kysely
    .deleteFrom("session")
    .where("userId", "=", actor.userId)
    .where("id", "!=", actor.sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The account's avatar, kept like a logo (server/square-image.ts) in Better Auth's `user.image`. Written
 * past Better Auth's update-user, which takes nothing but the name from the browser.
 */
export async function setAvatar(
  { auth, actor }: Pick<AccountContext, "auth" | "actor">,
  bytes: Buffer,
  contentType: string,
): Promise<{ image: string }> {
  const image = await squareImageDataUrl(bytes, contentType, "avatar");
  await (await auth.$context).internalAdapter.updateUser(actor.userId, { image });
  return { image };
}

export async function removeAvatar({ auth, actor }: Pick<AccountContext, "auth" | "actor">): Promise<{ image: null }> {
  await (await auth.$context).internalAdapter.updateUser(actor.userId, { image: null });
  return { image: null };
}

/** The organizations the user is a member of, each with its owners and member count. */
async function memberships({ kysely: db }: Db, userId: string) {
  const mine = await db
    .selectFrom("member")
    .innerJoin("organization", "organization.id", "member.organizationId")
    .select(["organization.id as id", "organization.name as name"])
    .where("member.userId", "=", userId)
    .execute();
  return Promise.all(
    mine.map(async (organization) => {
      const members = await db
        .selectFrom("member")
        .select(["userId", "role"])
        .where("organizationId", "=", organization.id)
        .execute();
      const owners = members.filter((member) => member.role.split(",").includes("owner"));
      return {
        ...organization,
        memberCount: members.length,
        isOnlyOwner: owners.length === 1 && owners[0]?.userId === userId,
      };
    }),
  );
}

/**
 * Deletes the account once Better Auth has checked its password. Refused while the user is the only owner
 * of an organization others still belong to; organizations the user was alone in go with the account,
 * their sites with them, and those sites stop answering at once.
 */
export async function deleteAccount(ctx: AccountContext & { blobs: BlobStore }, password: string): Promise<void> {
  const organizations = await memberships(ctx.db, ctx.actor.userId);
  const blocking = organizations.filter((organization) => organization.isOnlyOwner && organization.memberCount > 1);
  if (blocking.length > 0) {
    throw new AppError("CONFLICT", ACCOUNT_MESSAGES.onlyOwner(blocking.map((organization) => organization.name)));
  }
  await ctx.auth.api.deleteUser({ headers: ctx.headers, body: { password } });
  const alone = organizations
    .filter((organization) => organization.memberCount === 1)
    .map((organization) => organization.id);
  if (alone.length === 0) return;
  const sites = await ctx.db.kysely.selectFrom("sites").select("id").where("organization_id", "in", alone).execute();
  await removingBlobsOf(ctx, { siteIds: sites.map((site) => site.id), organizationIds: alone }, async () => {
    await ctx.db.kysely.deleteFrom("organization").where("id", "in", alone).execute();
    await ctx.db.kysely.deleteFrom("sites").where("organization_id", "in", alone).execute();
    await deleteCommerceOf(ctx.db, { siteIds: [], organizationIds: alone });
  });
}
