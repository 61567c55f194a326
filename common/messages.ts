// User-facing texts (docs/product.md#errors), written once and shared by server and web.

export const MESSAGES = {
  noSession: "No valid authentication session found. Please sign in again.",
  noOrganizationForMenu: "You must be invited to, or create an organization",
  noActiveOrganization: "No active organization. Please select an organization first.",
  invalidParameters: "Invalid parameters",
  organizationNameRequired: "Organization name is required",
  authenticationRequired: "Authentication required",
} as const;

function placeName(folder: string): string {
  return folder === "" ? "the site's root" : `"${folder}"`;
}

/** Site and file messages (docs/product.md#explorer, #files-and-paths and #errors). */
export const FILE_MESSAGES = {
  existsAtDestination: (name: string) => `A file with name "${name}" already exists at destination`,
  moveIntoOwnSubdirectory: "Cannot move a directory into its own subdirectory",
  sourceNotFound: "Source file not found",
  siteNameEmpty: "Site name cannot be empty",
  siteNotFound: "Site not found",
  fileNotFound: "File not found",
  versionNotFound: "Version not found",
  alreadyExists: (path: string) => `"${path}" already exists`,
  /** A file and a folder of one name in one place; `folder` is '' at the site's root. */
  folderHasThatName: (name: string, folder: string) =>
    `A folder named "${name}" already exists in ${placeName(folder)}; a file and a folder cannot share a name`,
  fileHasThatName: (name: string, folder: string) =>
    `A file named "${name}" already exists in ${placeName(folder)}; a file and a folder cannot share a name`,
  fileIsNotFolder: (file: string, path: string) =>
    `"${file}" is a file, not a folder, so "${path}" cannot go inside it`,
  folderHasNoContent: "A folder has no content to update",
  versionConflict: "This file was changed by someone else since you opened it",
} as const;

/**
 * Titles of the SPA's error toasts, named by the action that failed (docs/product.md#errors); the
 * description is the server's message unless noted.
 */
export const ERROR_TITLES = {
  generic: "Error",
  loadingSites: "Error loading sites",
  creatingSite: "Error creating site",
  updatingSite: "Error updating site",
  deletingSite: "Error deleting site",
  loadingFiles: "Error loading files",
  loadingFile: "Error loading file",
  creatingFile: "Error creating file",
  movingFile: "Error moving file",
  copyingFile: "Error copying file",
  deletingFile: "Error deleting file",
  loadingHistory: "Error loading history",
  restoringVersion: "Error restoring version",
  loadingDeployments: "Error loading deployments",
  updatingFile: "Error updating file",
  rollbackFailed: "Rollback failed",
  publishingFailed: "Publishing failed",
} as const;

/** What the site editor says when the site or its files could not be loaded (docs/product.md#site-editor). */
export const EDITOR_MESSAGES = {
  siteLoadFailedTitle: "Error loading site",
  siteLoadFailed: "Failed to load site data",
  filesLoadFailedTitle: "Error loading files",
  filesLoadFailed: "Failed to load site files",
  authenticationRequiredToPublish: "Sign in again to publish.",
} as const;

/**
 * What a toast says when the server gave no words of its own (the network failed, or a proxy answered):
 * by the toast's title.
 */
export const ERROR_FALLBACKS: Partial<Record<string, string>> = {
  [ERROR_TITLES.loadingFiles]: EDITOR_MESSAGES.filesLoadFailed,
  [ERROR_TITLES.loadingFile]: "Could not load file content",
  [ERROR_TITLES.creatingFile]: "Failed to create file",
  [ERROR_TITLES.updatingFile]: "Failed to update file content",
};
