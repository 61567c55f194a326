import { z } from "zod";
import { INVITABLE_ROLES, ROLES, UNKNOWN_INVITABLE_ROLE_MESSAGE, UNKNOWN_ROLE_MESSAGE } from "../permissions";
import { EMAIL_SHAPE } from "./auth";

/** At most this many addresses in one invitation request. */
export const MAX_INVITES_PER_REQUEST = 50;

export const memberSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The member's avatar (a data URL, or a picture address from Google), or null for their initial. */
  image: z.string().nullable(),
  role: z.string(),
  joined_at: z.string(),
  /** When any of the member's sessions was last used; null when none is left. */
  last_active_at: z.string().nullable(),
});

export const memberListSchema = z.object({ members: z.array(memberSchema) });

export const roleSchema = z.enum(ROLES, { error: UNKNOWN_ROLE_MESSAGE });

export const updateMemberSchema = z.object({ role: roleSchema });

export const transferOwnershipSchema = z.object({
  member_id: z
    .string({ error: "Choose the member who becomes the owner" })
    .min(1, "Choose the member who becomes the owner"),
});

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  expires_at: z.string(),
  is_expired: z.boolean(),
});

export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

export const inviteSchema = z.object({
  emails: z
    .array(z.string())
    .min(1, "Enter at least one email address")
    .max(MAX_INVITES_PER_REQUEST, `Invite at most ${MAX_INVITES_PER_REQUEST} addresses at a time`),
  role: z.enum(INVITABLE_ROLES, { error: UNKNOWN_INVITABLE_ROLE_MESSAGE }),
});

export const inviteResultSchema = z.object({
  invited: z.array(invitationSchema),
  /** Addresses not invited, each with why: not an address, already a member, already invited. */
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
});

/**
 * What an invitation link leads to, for the person who opened it: the invitation's state, or why it
 * cannot be used (`wrong_account`: it was sent to another address than the signed-in one).
 */
export const invitationLinkSchema = z.object({
  state: z.enum(["pending", "expired", "revoked", "accepted", "declined", "wrong_account"]),
  invitation_id: z.string(),
  email: z.string(),
  role: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  inviter_name: z.string(),
  expires_at: z.string(),
  /** Whether the signed-in user already belongs to the organization. */
  is_member: z.boolean(),
});

export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/**
 * What anyone holding an invitation link sees before signing in: which organization waits for them and
 * as what. Nothing else (no address, no inviter), and only while the invitation can still be accepted.
 */
export const invitationPreviewSchema = z.object({
  organization_name: z.string(),
  role: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export type Member = z.infer<typeof memberSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type InviteInput = z.infer<typeof inviteSchema>;
export type InviteResult = z.infer<typeof inviteResultSchema>;

/**
 * The addresses in pasted text, each once and in order: separated by commas, semicolons, lines or spaces,
 * and written bare or as `Name <address>` the way mail programs copy them.
 */
export function splitEmails(text: string): string[] {
  const addresses = text.split(/[,;\n]+/).flatMap((part) => {
    const bracketed = /<([^<>]+)>/.exec(part);
    return bracketed?.[1] ? [bracketed[1]] : part.split(/\s+/);
  });
  return [...new Set(addresses.map((address) => address.trim().toLowerCase()).filter(Boolean))];
}

export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}
