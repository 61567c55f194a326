// User-facing texts of SPEC §8, written once and shared by server and web.

export const MESSAGES = {
  noSession: "No valid authentication session found. Please sign in again.",
  noOrganizationForMenu: "You must be invited to, or create an organization",
  noActiveOrganization: "No active organization. Please select an organization first.",
  invalidParameters: "Invalid parameters",
  organizationNameRequired: "Organization name is required",
  authenticationRequired: "Authentication required",
} as const;

/** Site and file messages of SPEC §5 and §8. */
export const FILE_MESSAGES = {
  existsAtDestination: (name: string) => `A file with name "${name}" already exists at destination`,
  moveIntoOwnSubdirectory: "Cannot move a directory into its own subdirectory",
  sourceNotFound: "Source file not found",
  siteNameEmpty: "Site name cannot be empty",
  siteNotFound: "Site not found",
  fileNotFound: "File not found",
  versionNotFound: "Version not found",
  alreadyExists: (path: string) => `"${path}" already exists`,
  folderHasNoContent: "A folder has no content to update",
  versionConflict: "This file was changed by someone else since you opened it",
} as const;
