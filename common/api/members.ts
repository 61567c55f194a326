import { z } from "zod";
import {
  invitationLinkSchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  inviteResultSchema,
  inviteSchema,
  memberListSchema,
  memberSchema,
  transferOwnershipSchema,
  updateMemberSchema,
} from "../schemas/members";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, planErrors } from "./route";

const memberParams = z.object({ memberId: z.string() });
const invitationParams = z.object({ invitationId: z.string() });

/**
 * The active organization's team and invitations (docs/product.md#organizations). They act through
 * Better Auth's organization plugin, so its own rules hold as well (an admin cannot touch an owner).
 */
export const memberApi = {
  list: defineRoute({
    method: "get",
    path: "/api/members",
    summary: "The members, with role, when they joined and when they were last active",
    permission: "member:read",
    responses: { 200: jsonContent(memberListSchema, "Members"), ...memberErrors },
  }),
  update: defineRoute({
    method: "patch",
    path: "/api/members/{memberId}",
    summary: "Change a member's role; the organization keeps at least one owner",
    permission: "member:manage",
    request: { params: memberParams, body: jsonBody(updateMemberSchema) },
    responses: { 200: jsonContent(memberSchema, "The member"), ...memberErrors, ...errorResponses(409) },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/members/{memberId}",
    summary: "Remove a member from the organization",
    permission: "member:manage",
    request: { params: memberParams },
    responses: { 204: { description: "Removed" }, ...memberErrors, ...errorResponses(409) },
  }),
  leave: defineRoute({
    method: "post",
    path: "/api/members/leave",
    summary: "Leave the active organization; its only owner must hand ownership on first",
    permission: "organization:leave",
    responses: { 204: { description: "Left" }, ...memberErrors, ...errorResponses(409) },
  }),
  transferOwnership: defineRoute({
    method: "post",
    path: "/api/members/transfer-ownership",
    summary: "Make another member the owner; the caller stays on as an admin",
    permission: "organization:transfer",
    request: { body: jsonBody(transferOwnershipSchema) },
    responses: { 200: jsonContent(memberListSchema, "The members after the transfer"), ...memberErrors },
  }),
  invitations: defineRoute({
    method: "get",
    path: "/api/invitations",
    summary: "Invitations not yet answered, expired ones included",
    permission: "member:manage",
    responses: { 200: jsonContent(invitationListSchema, "Invitations"), ...memberErrors },
  }),
  invite: defineRoute({
    method: "post",
    path: "/api/invitations",
    summary: "Invite one or several addresses with a role; each is mailed a link",
    permission: "member:manage",
    request: { body: jsonBody(inviteSchema) },
    responses: {
      200: jsonContent(inviteResultSchema, "Who was invited, and who was not and why"),
      ...memberErrors,
      ...planErrors,
    },
  }),
  resend: defineRoute({
    method: "post",
    path: "/api/invitations/{invitationId}/resend",
    summary: "Mail the invitation again, valid for another 7 days",
    permission: "member:manage",
    request: { params: invitationParams },
    responses: { 200: jsonContent(invitationSchema, "The invitation"), ...memberErrors },
  }),
  link: defineRoute({
    method: "get",
    path: "/api/invitation-links/{token}",
    summary: "What the invitation link in a mail leads to: its organization and state, for the signed-in user",
    permission: "signed-in",
    request: { params: z.object({ token: z.string() }) },
    responses: { 200: jsonContent(invitationLinkSchema, "The invitation and its state"), ...memberErrors },
  }),
  linkPreview: defineRoute({
    method: "get",
    path: "/api/invitation-links/{token}/preview",
    summary:
      "Before signing in: the organization and role an invitation link offers, while it can be accepted (else 404)",
    permission: "public",
    request: { params: z.object({ token: z.string() }) },
    responses: { 200: jsonContent(invitationPreviewSchema, "Who invites, as what"), ...errorResponses(404) },
  }),
  revoke: defineRoute({
    method: "delete",
    path: "/api/invitations/{invitationId}",
    summary: "Revoke an invitation: its link stops working",
    permission: "member:manage",
    request: { params: invitationParams },
    responses: { 204: { description: "Revoked" }, ...memberErrors },
  }),
};
