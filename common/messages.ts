// User-facing texts of SPEC §8, written once and shared by server and web.

export const MESSAGES = {
  noSession: "No valid authentication session found. Please sign in again.",
  noOrganizationForMenu: "You must be invited to, or create an organization",
  noActiveOrganization: "No active organization. Please select an organization first.",
  invalidParameters: "Invalid parameters",
  organizationNameRequired: "Organization name is required",
  authenticationRequired: "Authentication required",
} as const;
