import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * An invitation mail links to /accept-invite/{id}_{proof}: the proof is an HMAC, under the auth
 * secret, of the invitation id and the address the mail went to. Only that mailbox receives it, so
 * presenting it proves control of the address. Better Auth's ids are letters and digits and the proof
 * is hex, so `_` separates them and the whole token stays one path segment.
 */
function proofOf(secret: string, invitationId: string, email: string): string {
  return createHmac("sha256", secret).update(`invitation\n${invitationId}\n${email.toLowerCase()}`).digest("hex");
}

export const INVITATION_LINK_INVALID =
  "This invitation link is not valid. Open the link exactly as it came in the invitation email.";

export function invitationLinkToken(secret: string, invitationId: string, email: string): string {
  return `${invitationId}_${proofOf(secret, invitationId, email)}`;
}

/** The invitation id in a link token (or a bare id), and the proof when there is one. */
export function splitInvitationToken(token: string): { invitationId: string; proof?: string } {
  const separator = token.lastIndexOf("_");
  if (separator <= 0) return { invitationId: token };
  return { invitationId: token.slice(0, separator), proof: token.slice(separator + 1) };
}

export function isInvitationProofValid(secret: string, invitationId: string, email: string, proof: string): boolean {
  const expected = Buffer.from(proofOf(secret, invitationId, email));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
